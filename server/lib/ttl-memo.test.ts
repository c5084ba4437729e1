import { describe, expect, it } from "vitest";
import { ttlMemo } from "./ttl-memo.ts";

describe("ttlMemo", () => {
  it("reads a key once while it is fresh, and again after the time", async () => {
    let time = 0;
    const memo = ttlMemo<number, string>(60_000, () => time);
    let reads = 0;
    const load = (key: number) => () => Promise.resolve(`${key}:${++reads}`);
    expect(await memo(1, load(1))).toBe("1:1");
    time = 59_999;
    expect(await memo(1, load(1))).toBe("1:1");
    expect(await memo(2, load(2))).toBe("2:2");
    time = 60_000;
    expect(await memo(1, load(1))).toBe("1:3");
  });

  it("shares one read between requests that miss together", async () => {
    const memo = ttlMemo<string, number>(1000);
    let reads = 0;
    let finish!: (value: number) => void;
    const load = () => {
      reads += 1;
      return new Promise<number>((resolve) => (finish = resolve));
    };
    const both = Promise.all([memo("a", load), memo("a", load)]);
    finish(7);
    expect(await both).toEqual([7, 7]);
    expect(reads).toBe(1);
  });

  it("forgets a failed read, so the next request reads again", async () => {
    const memo = ttlMemo<string, number>(1000);
    await expect(memo("a", () => Promise.reject(new Error("connection lost")))).rejects.toThrow("connection lost");
    expect(await memo("a", () => Promise.resolve(2))).toBe(2);
  });
});
