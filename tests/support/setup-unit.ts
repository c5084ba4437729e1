// Unit and component tests: a fresh fake IndexedDB per test file, English active, DOM cleaned up.
import "fake-indexeddb/auto";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { activateLanguage } from "../../src/lib/i18n.ts";

// findBy… and waitFor wait for what the customer would see; on a busy 2-core machine a screen fed
// by IndexedDB can take longer than the library's 1 s default, which is no failure of the app.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await activateLanguage(1);
});

afterEach(() => {
  cleanup();
});
