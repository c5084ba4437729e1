// The one door to Lingui: which language is active, its catalog, and the document's lang and dir.
// Language id 1 is English, 2 Arabic (anything else is read as Arabic, as the contract says).
// Only the shown language's catalog loads (each is its own chunk); the toggle loads the other one.
import { i18n, type Messages } from "@lingui/core";
import type { LangId } from "./db.ts";
import { withDb } from "./lazy-db.ts";

export type Locale = "en" | "ar";

export function localeOf(langId: LangId): Locale {
  return langId === 1 ? "en" : "ar";
}

/** The language an `i18n` instance shows (Lingui's own, or one a test made), as the app's Locale. */
export function shownLocale(i18nInstance: { locale: string }): Locale {
  return i18nInstance.locale === "ar" ? "ar" : "en";
}

export function toLangId(value: unknown): LangId {
  if (value === undefined || value === null || value === "") return 1;
  return Number(value) === 1 ? 1 : 2;
}

const loaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  ar: () => import("../../locales/ar/messages.po"),
};

// The messages the landing screens can show first (scripts/first-page-messages.ts): about two
// fifths of the catalog. The rest of it loads after the first paint and before any other screen.
const firstPageLoaders: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("virtual:first-page-messages/en"),
  ar: () => import("virtual:first-page-messages/ar"),
};

/** Languages whose whole catalog is in `i18n`. */
const complete = new Set<Locale>();
const completing = new Map<Locale, Promise<void>>();

/** The compiled messages of a language (its own chunk in the browser). */
export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await loaders[locale]()).messages;
}

/**
 * Loads the catalog and switches the UI and the document to the language, in place. With
 * `firstPage`, only the messages of the landing screens load (the app's start on such a screen);
 * `loadWholeCatalog` adds the rest.
 */
export async function activateLanguage(langId: LangId, { firstPage = false }: { firstPage?: boolean } = {}): Promise<void> {
  const locale = localeOf(langId);
  if (i18n.locale !== locale || !complete.has(locale)) {
    if (!firstPage) {
      i18n.loadAndActivate({ locale, messages: await loadMessages(locale) });
      complete.add(locale);
    } else if (i18n.locale !== locale) {
      i18n.loadAndActivate({ locale, messages: (await firstPageLoaders[locale]()).messages });
    }
  }
  // Only when they change: setting `lang` or `dir`, even to the value it has, makes the browser
  // work out every element's style again (each may match a :lang() or :dir() rule), a whole-page
  // style pass in the middle of start-up on a page the server rendered in that language already.
  const html = document.documentElement;
  if (html.lang !== locale) html.lang = locale;
  // The server renders the landing screens in the language this cookie names (server/ssr.ts).
  document.cookie = `lang=${locale}; path=/; max-age=31536000; samesite=lax`;
  const dir = locale === "ar" ? "rtl" : "ltr";
  if (html.dir !== dir) html.dir = dir;
}

/**
 * Adds the rest of the active language's catalog, once; resolves when it is in. Screens other than
 * the landing ones wait for it (routes.tsx); from the service worker's precache when installed.
 */
export function loadWholeCatalog(): Promise<void> {
  const locale = i18n.locale as Locale;
  if (complete.has(locale) || !(locale in loaders)) return Promise.resolve();
  let loading = completing.get(locale);
  if (!loading) {
    loading = loadMessages(locale).then(
      (messages) => {
        i18n.load(locale, messages);
        complete.add(locale);
      },
      (err: unknown) => {
        completing.delete(locale);
        throw err;
      },
    );
    completing.set(locale, loading);
  }
  return loading;
}

/** A shared link can name its language: `?lang=ar` or `?lang=en` (also what audits load). */
export function languageFromQuery(search: string): LangId | undefined {
  const asked = new URLSearchParams(search).get("lang");
  return asked === "ar" ? 2 : asked === "en" ? 1 : undefined;
}

/**
 * The language of the `lang` cookie, which `activateLanguage` writes whenever a language is shown
 * (so it names the saved choice), and which the server rendered the page in.
 */
export function languageFromCookie(cookie: string): LangId | undefined {
  const value = /(?:^|;\s*)lang=([^;]*)/.exec(cookie)?.[1];
  return value === "ar" ? 2 : value === "en" ? 1 : undefined;
}

export async function readSavedLanguage(): Promise<LangId> {
  try {
    const row = await withDb((db) => db.settings.get("langId"));
    return row?.key === "langId" ? toLangId(row.value) : 1;
  } catch {
    // Storage blocked (private mode, quota): the app still works in English.
    return 1;
  }
}

export async function setLanguage(langId: LangId): Promise<void> {
  await activateLanguage(langId);
  await saveLanguage(langId);
}

/** Saves the language as the device's choice (the language shown is `activateLanguage`'s). */
export async function saveLanguage(langId: LangId): Promise<void> {
  try {
    await withDb((db) => db.settings.put({ key: "langId", value: langId }));
  } catch {
    // Not persisted, but the switch itself worked.
  }
}

export { i18n };
