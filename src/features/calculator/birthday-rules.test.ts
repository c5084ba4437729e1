// Dates of birth: ages 13 to 100 on today's date, no future day, 29 February handled.
import { describe, expect, it } from "vitest";
import { ageOn } from "../../../rules/calorie-math.ts";
import { birthdayLimits, birthdayOpensOn, checkBirthday, fromIsoDate, toIsoDate } from "./birthday-rules.ts";

const today = new Date(2024, 5, 15, 9, 0); // 15 June 2024

describe("checkBirthday", () => {
  it.each([
    [undefined, "missing"],
    ["", "missing"],
    ["15/06/1990", "invalid"],
    ["1990-02-30", "invalid"],
    ["2024-06-16", "future"],
    ["2024-06-15", "tooYoung"],
    ["2011-06-16", "tooYoung"], // 12 until tomorrow
    ["2011-06-15", null], // 13 today
    ["1990-01-01", null],
    ["1924-06-15", null], // 100 today
    ["1923-06-16", null], // still 100
    ["1923-06-15", "tooOld"], // 101 today
  ])("%s -> %s", (iso, problem) => {
    expect(checkBirthday(iso, today)).toBe(problem);
  });
});

describe("birthdayLimits", () => {
  it("on 15 June 2024 allows 16 June 1923 to 15 June 2011", () => {
    const { earliest, latest } = birthdayLimits(today);
    expect(toIsoDate(earliest)).toBe("1923-06-16");
    expect(toIsoDate(latest)).toBe("2011-06-15");
  });

  it("on 29 February the limits are still exactly ages 13 and 100", () => {
    const leapDay = new Date(2024, 1, 29);
    const { earliest, latest } = birthdayLimits(leapDay);
    expect(toIsoDate(latest)).toBe("2011-02-28");
    expect(ageOn(toIsoDate(latest), leapDay)).toBe(13);
    expect(toIsoDate(earliest)).toBe("1923-03-01");
    expect(ageOn(toIsoDate(earliest), leapDay)).toBe(100);
    expect(ageOn("1923-02-28", leapDay)).toBe(101);
  });
});

describe("ISO days", () => {
  it("round-trips a local day", () => {
    expect(toIsoDate(fromIsoDate("1990-03-09")!)).toBe("1990-03-09");
    expect(fromIsoDate("2023-02-29")).toBeUndefined();
    expect(fromIsoDate("0099-01-01")?.getFullYear()).toBe(99);
  });
});

it("opens the calendar on an adult's year, January 30 years back, inside the allowed range", () => {
  const today = new Date(2026, 10, 27);
  const opens = birthdayOpensOn(today);
  expect(toIsoDate(opens)).toBe("1996-01-01");
  const { earliest, latest } = birthdayLimits(today);
  expect(opens > earliest && opens < latest).toBe(true);
});
