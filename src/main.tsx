// Mount only: fonts and styles, the language (a link's `?lang=`, else the one last shown on this device) before the first paint, the old `/#/path`
// links moved to clean paths, and the app (which registers the service worker). A page the server
// rendered (server/ssr.ts) is hydrated with the catalog values it carries, when it was rendered
// in the language this device shows; any other page is rendered here. Hydrating needs neither the
// database nor the catalog's fetch code: both load after the first commit (lib/lazy-db.ts,
// catalog/use-catalog.ts).
import "./app/fonts.css";
import "./app/styles.css";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { isFirstPageScreen, preloadScreen } from "./app/routes.tsx";
import { activateLanguage, languageFromCookie, languageFromQuery, readSavedLanguage, saveLanguage } from "./lib/i18n.ts";
import { readPageSeed, Seed } from "./data/seed.tsx";
import { whenIdle } from "./app/idle-start.ts";
import { yieldToMain } from "./lib/yield-to-main.ts";

// Links of the original site look like /#/menu; the app uses clean paths.
if (location.hash.startsWith("#/")) {
  history.replaceState(null, "", location.hash.slice(1) || "/");
}

// The modules' evaluation is one task of its own: what follows (the screen's and the messages'
// imports, whose preload links Vite's helper adds to the document, the seed's parse) starts in the
// next, so the page's longest start-up task is not longer still (docs/decisions/server-rendering.md
// "What loads when").
await yieldToMain();

const screenLoaded = preloadScreen(location.pathname);
const asked = languageFromQuery(location.search);
const rendered = readPageSeed(document);
// The `lang` cookie names the language last shown on this device, the one the server rendered
// in, and it is the device's choice: it is written the moment a language is shown, the saved
// choice in IndexedDB a moment later (a page left in that moment, a link tapped right after the
// switch, kept only the cookie), and it needs no database opened before the first paint. Without
// it (a first visit), a rendered page hydrates in its own language without opening the database
// first, and a choice saved on the device all the same (its cookie cleared alone) is shown once the
// page has hydrated; a page the browser renders reads the saved choice.
const cookie = languageFromCookie(document.cookie);
const firstVisit = asked === undefined && rendered !== null && cookie === undefined;
const langId = asked ?? cookie ?? (rendered !== null ? rendered.langId : await readSavedLanguage());
const hydrate = rendered !== null && rendered.langId === langId && rendered.path === location.pathname;
// A hydrated page already shows its catalog: the screen's own refresh fills IndexedDB afterwards.
if (!hydrate) void import("./catalog/use-catalog.ts").then(({ warmCatalog }) => warmCatalog(location.pathname, langId));
// A landing screen shows with its own messages; the rest of the catalog comes with the first
// other screen (routes.tsx).
await activateLanguage(langId, { firstPage: isFirstPageScreen(location.pathname) });
// Normally here already (it loaded beside the language); rendering with it avoids a spinner frame.
await screenLoaded;

const container = document.getElementById("root")!;
const seed = hydrate ? new Seed(rendered.values) : null;
const app = (
  <StrictMode>
    <App seed={seed} />
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding the
// main thread for the whole page: the painted page stays responsive while it becomes interactive.
if (hydrate) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);

// The database's part of the language, once the page has hydrated, in idle time: a link's language
// is saved as the device's choice, a first visit's page shows the choice saved anyway, and the
// cookie's language is saved where the database missed it.
if (asked || firstVisit || cookie !== undefined) {
  void (seed?.hydrated ?? Promise.resolve())
    .then(() => whenIdle())
    .then(async () => {
      if (asked) return saveLanguage(asked);
      const saved = await readSavedLanguage();
      if (saved === langId) return;
      if (firstVisit) await activateLanguage(saved, { firstPage: isFirstPageScreen(location.pathname) });
      else await saveLanguage(langId);
    });
}
