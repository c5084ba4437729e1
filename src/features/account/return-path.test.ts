import { describe, expect, it } from "vitest";
import { returnPath } from "./return-path.ts";

describe("returnPath", () => {
  it("follows a path of this site, with its query", () => {
    expect(returnPath("/ops")).toBe("/ops");
    expect(returnPath("/ops?date=2026-11-27")).toBe("/ops?date=2026-11-27");
  });

  it("refuses anything that could lead to another site, and nothing at all", () => {
    for (const next of [
      null,
      undefined,
      "",
      "ops",
      "//evil.example/ops",
      "/\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/.//evil.example/x",
      "/..//evil.example/x",
      "/a/..//evil.example",
      "/%2e//evil.example",
      `/${"a".repeat(600)}`,
    ]) {
      expect(returnPath(next), String(next)).toBeUndefined();
    }
  });

  it("answers only same-origin paths: one leading slash, never // or /\\", () => {
    for (const next of ["/ops", "/./ops", "/a/../ops", "/ops//x", "/.//evil.example/x", "/%2F/evil.example", "/%5C/evil.example"]) {
      const path = returnPath(next);
      if (path === undefined) continue;
      expect(path, next).toMatch(/^\/(?![/\\])/);
      expect(new URL(path, "https://shop.example").origin).toBe("https://shop.example");
    }
    expect(returnPath("/./ops")).toBe("/ops");
  });

  it("never back to the sign-in screen itself", () => {
    expect(returnPath("/sign-in")).toBeUndefined();
    expect(returnPath("/account/signin?next=/ops")).toBeUndefined();
  });
});
