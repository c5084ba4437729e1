// Which Chromium the end-to-end tests drive and how it is launched (TOOLCHAIN.md): CHROME_PATH, else
// Debian's /usr/bin/chromium, else Playwright's own browser cache; flags that work as root offline.
import { existsSync } from "node:fs";
import { chromium } from "@playwright/test";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function playwrightCachePath(): string | undefined {
  try {
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

export function chromiumPath(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", playwrightCachePath()].filter(
    (p): p is string => Boolean(p),
  );
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (tried ${candidates.join(", ")}). ` +
        "Set CHROME_PATH, or on Debian: apt-get install -y chromium fonts-noto-core",
    );
  }
  return found;
}
