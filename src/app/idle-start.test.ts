// The idle-time start of the parts after hydration (idle-start.ts): one step per idle period, in
// order, each after the one before has finished, none after the starter is gone.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startWhenIdle, whenIdle } from "./idle-start.ts";

afterEach(() => vi.unstubAllGlobals());

describe("startWhenIdle", () => {
  it("runs each step in its own idle period, in order", async () => {
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (cb: () => void) => idle.push(cb));
    const ran: string[] = [];
    const done = startWhenIdle([() => ran.push("outbox"), () => ran.push("service worker")], () => false);
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(ran).toEqual([]);
    idle.shift()!();
    await vi.waitFor(() => expect(idle).toHaveLength(1));
    expect(ran).toEqual(["outbox"]);
    idle.shift()!();
    await done;
    expect(ran).toEqual(["outbox", "service worker"]);
  });

  it("waits for a step that is still working before the next, and goes on after one that failed", async () => {
    let open!: () => void;
    const ran: string[] = [];
    const done = startWhenIdle(
      [
        () => new Promise<void>((resolve) => (open = () => (ran.push("database open"), resolve()))),
        () => Promise.reject(new Error("no storage")),
        () => ran.push("outbox"),
      ],
      () => false,
    );
    await vi.waitFor(() => expect(open).toBeTypeOf("function"));
    expect(ran).toEqual([]);
    open();
    await done;
    expect(ran).toEqual(["database open", "outbox"]);
  });

  it("starts nothing more once cancelled", async () => {
    let gone = false;
    const ran: number[] = [];
    await startWhenIdle(
      [
        () => {
          ran.push(1);
          gone = true;
        },
        () => ran.push(2),
      ],
      () => gone,
    );
    expect(ran).toEqual([1]);
  });

  it("still resolves where the browser has no idle callback", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
