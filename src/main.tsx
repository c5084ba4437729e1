// Mount only: fonts and styles, the language (a link's `?lang=`, else the saved one) before the first paint, the old `/#/path`
// links moved to clean paths, and the app (which registers the service worker).
import "@fontsource/cairo/latin-400.css";
import "@fontsource/cairo/latin-700.css";
import "@fontsource/cairo/arabic-400.css";
import "@fontsource/cairo/arabic-700.css";
import "./app/styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { preloadScreen } from "./app/routes.tsx";
import { warmCatalog } from "./catalog/use-catalog.ts";
import { activateLanguage, languageFromQuery, readSavedLanguage, setLanguage } from "./lib/i18n.ts";

// Links of the original site look like /#/menu; the app uses clean paths.
if (location.hash.startsWith("#/")) {
  history.replaceState(null, "", location.hash.slice(1) || "/");
}

const screenLoaded = preloadScreen(location.pathname);
const asked = languageFromQuery(location.search);
const langId = asked ?? (await readSavedLanguage());
warmCatalog(location.pathname, langId);
if (asked) await setLanguage(asked);
else await activateLanguage(langId);
// Normally here already (it loaded beside the language); rendering with it avoids a spinner frame.
await screenLoaded;

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
