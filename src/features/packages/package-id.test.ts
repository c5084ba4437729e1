import { expect, it } from "vitest";
import { parsePackageId } from "./package-id.ts";

it("reads a positive integer id and refuses anything else", () => {
  expect(parsePackageId("26")).toBe(26);
  expect(parsePackageId("999")).toBe(999);
  for (const bad of [undefined, "", "abc", "0", "-1", "2.5", "26abc", "1234567890", " 26"]) expect(parsePackageId(bad)).toBeUndefined();
});
