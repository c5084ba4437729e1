// Renders a component the way the app does: real Lingui catalogs (English or Arabic), a wouter
// memory location, and the real Dexie database on fake IndexedDB. Find things by role and label.
import { I18nProvider } from "@lingui/react";
import { render, type RenderResult } from "@testing-library/react";
import type { ReactElement } from "react";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { LangId } from "../../src/lib/db.ts";
import { activateLanguage, i18n } from "../../src/lib/i18n.ts";

export async function renderWithApp(
  ui: ReactElement,
  { path = "/", langId = 1 }: { path?: string; langId?: LangId } = {},
): Promise<RenderResult & { location: () => string; navigate: (to: string) => void }> {
  await activateLanguage(langId);
  const memory = memoryLocation({ path, record: true });
  const result = render(
    <I18nProvider i18n={i18n}>
      <Router hook={memory.hook} searchHook={memory.searchHook}>{ui}</Router>
    </I18nProvider>,
  );
  return {
    ...result,
    location: () => memory.history.at(-1) ?? path,
    navigate: (to: string) => memory.navigate(to),
  };
}
