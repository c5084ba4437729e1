// The customer stories' rule: only one clip plays at a time. When one starts, every other clip
// that is still playing is paused.
export type Playable = { readonly paused: boolean; pause: () => void };

export function pauseOthers(all: Iterable<Playable>, playing: Playable): void {
  for (const clip of all) if (clip !== playing && !clip.paused) clip.pause();
}
