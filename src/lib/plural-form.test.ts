// Plural forms (lib/plural-form.ts): the categories Arabic and English messages are written for.
import { describe, expect, it } from "vitest";
import { pluralForm } from "./plural-form.ts";

describe("pluralForm", () => {
  it("gives Arabic its six forms and English its two", () => {
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102, 103].map((n) => pluralForm(n, "ar"))).toEqual(["zero", "one", "two", "few", "few", "many", "many", "other", "other", "few"]);
    expect([0, 1, 2, 21].map((n) => pluralForm(n, "en"))).toEqual(["other", "one", "other", "other"]);
  });
});
