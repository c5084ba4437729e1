// Customer stories: six cards (story-card.tsx: a portrait, stars, their words, a Listen button for
// the spoken clip), five per view (four below 1400 px, one on phones). Starting one clip pauses any
// other (use-one-playing.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef } from "react";
import { STORIES } from "../stories.ts";
import { useOnePlaying } from "../use-one-playing.ts";
import { Carousel, type Slide } from "./carousel.tsx";
import { StoryCard } from "./story-card.tsx";

export function StoriesSection() {
  const { t } = useLingui();
  const ref = useRef<HTMLElement>(null);
  useOnePlaying(ref);
  const slides: Slide[] = STORIES.map((s) => ({ key: s.id, node: <StoryCard story={s} /> }));
  return (
    <section ref={ref} className="page home-section" aria-labelledby="stories-title">
      <h2 id="stories-title">
        <Trans>Customer stories</Trans>
      </h2>
      <Carousel label={t`Customer stories`} perView={{ base: 1, md: 4, xl: 5 }} slides={slides} className="stories-carousel" />
    </section>
  );
}
