import { describe, expect, it, vi } from "vitest";
import { pauseOthers, type Playable } from "./audio-group.ts";

function clip(paused: boolean) {
  const pause = vi.fn<() => void>();
  const playable: Playable = { paused, pause };
  return Object.assign(playable, { pause });
}

describe("pauseOthers", () => {
  it("pauses every other clip that is playing, and only those", () => {
    const started = clip(false);
    const alsoPlaying = clip(false);
    const stopped = clip(true);
    const thirdPlaying = clip(false);
    pauseOthers([started, alsoPlaying, stopped, thirdPlaying], started);
    expect(started.pause).not.toHaveBeenCalled();
    expect(alsoPlaying.pause).toHaveBeenCalledTimes(1);
    expect(stopped.pause).not.toHaveBeenCalled();
    expect(thirdPlaying.pause).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the clip is the only one", () => {
    const only = clip(false);
    pauseOthers([only], only);
    expect(only.pause).not.toHaveBeenCalled();
  });
});
