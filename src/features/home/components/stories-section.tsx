// Customer stories: six audio clips with their words written out, five per view (four below
// 1400 px, one on phones). Starting one clip pauses any other (use-one-playing.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { STORIES } from "../stories.ts";
import { useOnePlaying } from "../use-one-playing.ts";
import { Carousel, type Slide } from "./carousel.tsx";

export function StoriesSection() {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useOnePlaying(ref);
  const slides: Slide[] = STORIES.map((s) => {
    const name = t(s.name);
    return {
      key: s.id,
      node: (
        <figure className="story-card">
          <blockquote>
            <p>{t(s.quote)}</p>
          </blockquote>
          <figcaption>
            <span className="story-name">{name}</span>
            <span className="story-area">{t(s.area)}</span>
          </figcaption>
          <audio className="story-audio" controls preload="none" src={s.audio} aria-label={t`Listen to ${name}'s story`}>
            <track kind="captions" src={s.captions} srcLang={s.spokenIn} label={s.spokenIn === "ar" ? "العربية" : "English"} />
          </audio>
          <span className="story-lang">{s.spokenIn === "ar" ? <Trans>Spoken in Arabic</Trans> : <Trans>Spoken in English</Trans>}</span>
        </figure>
      ),
    };
  });
  return (
    <section ref={ref} className="page home-section" aria-labelledby="stories-title">
      <h2 id="stories-title">
        <Trans>Customer stories</Trans>
      </h2>
      <Carousel label={t`Customer stories`} perView={{ base: 1, md: 4, xl: 5 }} slides={slides} className="stories-carousel" />
    </section>
  );
}
