// What the end-to-end specs repeat, once: the axe scan of a settled screen, the switch to Arabic,
// and reads of the app's IndexedDB database ("storefront") from the page. Signing in is
// `signInAs` in ./account.ts. Also: waiting until the service worker controls the page.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, type Request } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * Resolves once the screen has settled: fonts loaded (they change metrics and contrast sampling)
 * and no CSS transition or animation still running (axe caught a tab mid-colour-change once).
 * The browser runs with prefers-reduced-motion (playwright.config.ts), so the app starts none; an
 * infinite animation (a spinner) is left to run.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
  });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
}

type AxeScope = {
  /** Only inside this CSS selector (the rest was scanned already). */
  include?: string;
  /** Every axe rule, best practices included, not only WCAG 2.1 A and AA. */
  allRules?: boolean;
};

/** axe's findings on the settled page, as lines: WCAG 2.1 A/AA unless `allRules`. */
export async function axeViolations(page: Page, { include, allRules = false }: AxeScope = {}): Promise<string[]> {
  await screenSettled(page);
  let builder = new AxeBuilder({ page });
  if (!allRules) builder = builder.withTags(TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`).join("\n    ")}`,
  );
}

/** Fails with axe's findings when the settled page has any. */
export async function expectNoAxeViolation(page: Page, scope: AxeScope = {}): Promise<void> {
  expect(await axeViolations(page, scope)).toEqual([]);
}

/** Switches the shown page to Arabic with the header's language link and waits for right to left. */
export async function switchToArabic(page: Page): Promise<void> {
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
}

/** Opens `path` and shows it in Arabic. */
export async function gotoArabic(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await switchToArabic(page);
}

/** One row of a table of the app's IndexedDB database, by key (`undefined` when absent). */
export async function readRow(page: Page, store: string, key: string): Promise<Record<string, unknown> | undefined> {
  const rows = await page.evaluate(
    async ([name, id]) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("storefront");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        return await new Promise<unknown>((resolve, reject) => {
          const req = db.transaction(name!).objectStore(name!).get(id!);
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      } finally {
        db.close();
      }
    },
    [store, key],
  );
  return rows as Record<string, unknown> | undefined;
}

/** Puts rows into a table of the app's IndexedDB database, in one transaction. */
export async function writeRows(page: Page, store: string, rows: Record<string, unknown>[]): Promise<void> {
  await page.evaluate(
    async ([name, values]) => {
      // The app creates its database after the page has hydrated (lib/db.ts, lib/lazy-db.ts); opening it before
      // that would create an empty one and find no table.
      while (!(await indexedDB.databases()).some((d) => d.name === "storefront")) await new Promise(requestAnimationFrame);
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open("storefront");
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      try {
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction(name as string, "readwrite");
          for (const row of values as Record<string, unknown>[]) tx.objectStore(name as string).put(row);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
      } finally {
        db.close();
      }
    },
    [store, rows] as const,
  );
}

/** Every row of one table of the app's IndexedDB database, read in the page. */
export async function readStore<T = Record<string, unknown>>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(async (name) => {
    // As in writeRows: wait for the app to have created its database.
    while (!(await indexedDB.databases()).some((d) => d.name === "storefront")) await new Promise(requestAnimationFrame);
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      if (!db.objectStoreNames.contains(name)) return [];
      return await new Promise<T[]>((resolve, reject) => {
        const req = db.transaction(name).objectStore(name).getAll();
        req.onsuccess = () => resolve(req.result as T[]);
        req.onerror = () => reject(req.error);
      });
    } finally {
      db.close();
    }
  }, store);
}

/**
 * Resolves once the service worker controls the page. A page loaded while the worker installed is
 * claimed when it activates; one whose load raced the activation asks the worker to claim it
 * (src/app/update-prompt.tsx, public/sw-claim.js), so every first visit ends up controlled.
 */
export async function serviceWorkerControls(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/**
 * Resolves once the worker that controls the page has finished activating. A worker claims the page
 * during its activation, so a page can be controlled while the worker is still `activating`; an
 * event the browser delivers in that moment (a push through the DevTools protocol) was once lost in
 * the e2e suite. A customer's push finds the worker activated: it was subscribed well before.
 */
export async function serviceWorkerActivated(page: Page): Promise<void> {
  await serviceWorkerControls(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === "activated");
}

/**
 * Watches the page's API calls from now on. `settled()` resolves once every call started has
 * finished or failed, and every IndexedDB write the app began on their answers has committed: the
 * moment after which a late answer would have shown on the device.
 */
export function watchApiCalls(page: Page): { settled: () => Promise<void> } {
  const pending = new Set<Request>();
  page.on("request", (r) => void (new URL(r.url()).pathname.startsWith("/api/") && pending.add(r)));
  page.on("requestfinished", (r) => void pending.delete(r));
  page.on("requestfailed", (r) => void pending.delete(r));
  return {
    async settled() {
      await expect.poll(() => pending.size, { message: "API calls still under way" }).toBe(0);
      await afterAppWrites(page);
    },
  };
}

/**
 * Resolves after every IndexedDB transaction the app has already begun: a read-write transaction
 * over every table waits, by IndexedDB's ordering rule, for all earlier ones that overlap it.
 */
export async function afterAppWrites(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open("storefront");
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction([...db.objectStoreNames], "readwrite");
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    } finally {
      db.close();
    }
  });
}

type Shift = { value: number; nodes: string[] };

/**
 * Records, from the next navigation on, every layout shift without recent input that moves
 * something inside <main> (the screen's own content) or the site's header (whose actions change
 * once the session is read from the device); the rest of the shell (the footer pushed down as a
 * lazy screen replaces its spinner) is not counted.
 * `layoutShifts(page)` reads them, with those reported but not yet delivered.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; nodes: string[] }[] = [];
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    const keep = (entries: PerformanceEntry[]) => {
      for (const entry of entries as Entry[]) {
        const counted = [document.querySelector("main"), document.querySelector(".site-header")];
        const inMain = entry.sources.filter((s) => s.node && counted.some((part) => part?.contains(s.node!)));
        if (!entry.hadRecentInput && inMain.length > 0) {
          shifts.push({ value: entry.value, nodes: inMain.map((s) => (s.node instanceof Element ? s.node.className || s.node.nodeName : "#text")) });
        }
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: "layout-shift", buffered: true });
    (window as unknown as { __shifts: () => typeof shifts }).__shifts = () => {
      keep(observer.takeRecords());
      return shifts;
    };
  });
}

/** The shifts recorded since this page's navigation (see recordLayoutShifts), once fonts and pictures have arrived and a frame has been painted with them (shifts are measured at paint). */
export async function layoutShifts(page: Page): Promise<Shift[]> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy picture off the screen is not fetched until it nears it (nor is its place taken then:
    // each has its size), so only those on the screen are waited for.
    const onScreen = (i: HTMLImageElement) => {
      const r = i.getBoundingClientRect();
      return r.width > 0 && r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    };
    const pending = [...document.images].filter((i) => !i.complete && (i.loading !== "lazy" || onScreen(i)));
    // A picture that fails ends its wait too: the shift it may cause has happened by then.
    await Promise.all(
      pending.map((i) => new Promise((r) => ["load", "error"].forEach((type) => i.addEventListener(type, r, { once: true })))),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  return page.evaluate(() => (window as unknown as { __shifts: () => Shift[] }).__shifts());
}
