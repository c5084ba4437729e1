// Unit and component tests: a fresh fake IndexedDB per test file, English active, DOM cleaned up.
import "fake-indexeddb/auto";
import { cleanup } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { activateLanguage } from "../../src/lib/i18n.ts";

beforeAll(async () => {
  await activateLanguage(1);
});

afterEach(() => {
  cleanup();
});
