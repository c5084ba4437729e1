// One customer story as a card: a drawn portrait (src/ui/portrait.tsx), the stars they gave, their
// words, their name and area, and the spoken clip behind one Listen button (no player's bar of
// "0:00 / 0:00"). The clip's element is in the card, without controls, so the stories' rule of one
// clip at a time (use-one-playing.ts) still sees it; the button follows the clip's own play and pause.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Portrait } from "../../../ui/portrait.tsx";
import type { Story } from "../stories.ts";

function Stars({ rating }: { rating: number }) {
  const { t } = useLingui();
  return (
    <span className="story-stars" role="img" aria-label={t`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={n <= rating ? "on" : "off"}>
          <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

export function StoryCard({ story }: { story: Story }) {
  const { t } = useLingui();
  const name = t(story.name);
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const clip = audio.current;
    if (!clip) return;
    const follow = () => setPlaying(!clip.paused && !clip.ended);
    const events = ["play", "pause", "ended"] as const;
    for (const e of events) clip.addEventListener(e, follow);
    return () => {
      for (const e of events) clip.removeEventListener(e, follow);
    };
  }, []);
  const toggle = () => {
    const clip = audio.current;
    if (!clip) return;
    if (clip.paused) void clip.play().catch(() => setPlaying(false));
    else clip.pause();
  };
  return (
    <figure className="story-card">
      <div className="story-head">
        <Portrait look={story.look} size={56} className="story-portrait" />
        <figcaption>
          <span className="story-name">{name}</span>
          <span className="story-area">{t(story.area)}</span>
        </figcaption>
      </div>
      <Stars rating={story.rating} />
      <blockquote>
        <p>{t(story.quote)}</p>
      </blockquote>
      <div className="story-listen">
        <button type="button" className="btn btn-outline story-play" aria-pressed={playing} aria-label={t`Listen to ${name}'s story`} onClick={toggle}>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className="story-play-icon">
            {playing ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" /> : <path d="M8 5v14l11-7z" fill="currentColor" />}
          </svg>
          {/* One name while it plays (the name holds the words shown); aria-pressed and the icon say it plays. */}
          <Trans>Listen</Trans>
        </button>
        <span className="story-lang">{story.spokenIn === "ar" ? <Trans>Spoken in Arabic</Trans> : <Trans>Spoken in English</Trans>}</span>
      </div>
      <audio ref={audio} preload="none" src={story.audio}>
        <track kind="captions" src={story.captions} srcLang={story.spokenIn} label={story.spokenIn === "ar" ? "العربية" : "English"} />
      </audio>
    </figure>
  );
}
