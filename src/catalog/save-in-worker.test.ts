// How the page hands the offline save to its worker (save-in-worker.ts): the request goes once the
// worker says it is ready, the worker's answer settles the save, and a worker that cannot load hands
// the save back to the page. The browser's Worker is stood in for by a class speaking its events (jsdom
// has none); the worker's real run is the offline e2e test's (tests/e2e/offline-catalog.spec.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { saveInWorker } from "./save-in-worker.ts";
import type { SaveRequest, SaveWorkerMessage } from "./save-worker-messages.ts";

type Script = (worker: FakeWorker, request?: SaveRequest) => void;

class FakeWorker {
  static script: Script = () => undefined;
  static started: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<SaveWorkerMessage>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: SaveRequest[] = [];
  terminated = false;
  constructor(
    readonly url: URL | string,
    readonly options?: WorkerOptions,
  ) {
    FakeWorker.started.push(this);
    queueMicrotask(() => FakeWorker.script(this));
  }
  say(message: SaveWorkerMessage): void {
    this.onmessage?.(new MessageEvent("message", { data: message }));
  }
  fail(message: string): void {
    const event = new ErrorEvent("error", { message, cancelable: true });
    this.onerror?.(event);
  }
  postMessage(request: SaveRequest): void {
    this.received.push(request);
    queueMicrotask(() => FakeWorker.script(this, request));
  }
  terminate(): void {
    this.terminated = true;
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeWorker.started = [];
});

const request: SaveRequest = { langId: 2, pictures: true };

describe("saveInWorker", () => {
  it("asks a module worker for the save once it is ready, and answers when it is done", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.script = (worker, asked) => (asked ? worker.say({ kind: "done" }) : worker.say({ kind: "ready" }));
    const inPage = vi.fn(async () => undefined);
    await saveInWorker(request, inPage);
    const [worker] = FakeWorker.started;
    expect(worker?.options).toMatchObject({ type: "module" });
    expect(String(worker?.url)).toMatch(/save-worker\.ts/);
    expect(worker?.received).toEqual([request]);
    expect(worker?.terminated).toBe(true);
    expect(inPage).not.toHaveBeenCalled();
  });

  it("fails as the worker's save failed, without saving again in the page", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.script = (worker, asked) => (asked ? worker.say({ kind: "failed", message: "offline" }) : worker.say({ kind: "ready" }));
    const inPage = vi.fn(async () => undefined);
    await expect(saveInWorker(request, inPage)).rejects.toThrow("offline");
    expect(inPage).not.toHaveBeenCalled();
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });

  it("saves in the page when the worker's code cannot load", async () => {
    vi.stubGlobal("Worker", FakeWorker);
    FakeWorker.script = (worker, asked) => (asked ? undefined : worker.fail("module workers are not supported"));
    const inPage = vi.fn(async () => undefined);
    await saveInWorker(request, inPage);
    expect(inPage).toHaveBeenCalledWith(request);
    expect(FakeWorker.started[0]?.terminated).toBe(true);
  });

  it("saves in the page where there are no workers at all", async () => {
    vi.stubGlobal("Worker", undefined);
    const inPage = vi.fn(async () => undefined);
    await saveInWorker(request, inPage);
    expect(inPage).toHaveBeenCalledWith(request);
  });
});
