// Applies the one-clip-at-a-time rule (audio-group.ts) to every <audio> and <video> inside a
// container: media 'play' events do not bubble, so one capturing listener sees them all, even in
// slides the carousel adds later.
import { useEffect, type RefObject } from "react";
import { pauseOthers } from "./audio-group.ts";

export function useOnePlaying(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const onPlay = (event: Event) => {
      if (!(event.target instanceof HTMLMediaElement)) return;
      pauseOthers(root.querySelectorAll<HTMLMediaElement>("audio, video"), event.target);
    };
    root.addEventListener("play", onPlay, true);
    return () => root.removeEventListener("play", onPlay, true);
  }, [container]);
}
