// Vite plugin: `virtual:first-page-messages/<locale>`, the part of a language's compiled catalog
// that the first page shows. The full catalog (locales/<locale>/messages.po, compiled by Lingui's
// plugin) loads after the first paint and before any other screen (src/lib/i18n.ts,
// src/app/routes.tsx); a landing page needs only the messages of the modules it can show first.
//
// "First page" modules: everything reachable from the entry by static and dynamic imports, except
// through the dynamic imports of src/app/routes.tsx to screens other than `screens` (those wait
// for the full catalog) and through the modules of `showNothing`: code that loads after the first
// paint and renders nothing (src/lib/db.ts and the outbox's registry reach the address form's
// labels through the address store; only the form's screens show them). The message ids of each module are read from its code after Lingui's
// macro (`id: "…"`); reading a few too many is harmless, none is missed for a module in the set.
// In a client build the module is a placeholder until the chunk is rendered, when the module graph
// is known and the subset is written in; the chunk's file hash is computed from the result. In the
// dev server, the server build and tests it is the whole catalog.
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from "@lingui/cli/api";
import { getConfig } from "@lingui/conf";
import { createHash } from "node:crypto";
import path from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:first-page-messages/";
const RESOLVED = "\0first-page-messages-";
const PLACEHOLDER = /(["'`])__FIRST_PAGE_MESSAGES__([a-z]+)__[0-9a-f]+\1/g;
const MESSAGE_ID = /\bid\s*[:=]\s*\{?\s*(["'`])([^"'`\s]{1,64})\1/g;

type Compiled = Record<string, unknown>;

export function firstPageMessages({ screens, showNothing = [] }: { screens: string[]; showNothing?: string[] }): Plugin {
  let root = process.cwd();
  let clientBuild = false;
  const idsByModule = new Map<string, Set<string>>();
  const catalogs = new Map<string, Compiled>();
  let firstPageIds: Set<string> | undefined;

  async function compile(locale: string): Promise<Compiled> {
    const config = getConfig({ cwd: root });
    const po = path.relative(config.rootDir ?? root, path.join(root, "locales", locale, "messages.po"));
    const found = getCatalogForFile(po, await getCatalogs(config));
    if (!found) throw new Error(`first-page-messages: no Lingui catalog for ${po}`);
    // As Lingui's own Vite plugin compiles a catalog (@lingui/vite-plugin).
    const { messages } = await found.catalog.getTranslations(locale, {
      fallbackLocales: config.fallbackLocales || {},
      sourceLocale: config.sourceLocale ?? "en",
    });
    const { source, errors } = createCompiledCatalog(locale, messages, { namespace: "json" });
    if (errors.length) throw new Error(`first-page-messages: ${errors.length} messages of ${locale} do not compile`);
    return (JSON.parse(source) as { messages: Compiled }).messages;
  }

  return {
    name: "first-page-messages",
    enforce: "post",
    configResolved(config) {
      root = config.root;
      clientBuild = config.command === "build" && !config.build.ssr;
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? RESOLVED + id.slice(PREFIX.length) : undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const locale = id.slice(RESOLVED.length);
      if (!/^[a-z]+$/.test(locale)) throw new Error(`first-page-messages: bad locale ${locale}`);
      const po = path.join(root, "locales", locale, "messages.po");
      if (!clientBuild) return `export { messages } from ${JSON.stringify(po)};`;
      const messages = await compile(locale);
      catalogs.set(locale, messages);
      const digest = createHash("sha256").update(JSON.stringify(messages)).digest("hex").slice(0, 16);
      return `export const messages = JSON.parse("__FIRST_PAGE_MESSAGES__${locale}__${digest}");`;
    },
    transform(code, id) {
      if (!clientBuild || id.startsWith("\0") || id.includes("/node_modules/") || !/\.[jt]sx?$/.test(id.split("?")[0]!)) return null;
      const ids = new Set<string>();
      for (const m of code.matchAll(MESSAGE_ID)) ids.add(m[2]!);
      if (ids.size) idsByModule.set(id.split("?")[0]!, ids);
      return null;
    },
    renderChunk(code) {
      if (!code.includes("__FIRST_PAGE_MESSAGES__")) return null;
      if (!firstPageIds) {
        const routes = path.join(root, "src/app/routes.tsx");
        const allowed = new Set(screens.map((s) => path.join(root, s)));
        const silent = new Set(showNothing.map((s) => path.join(root, s)));
        for (const id of silent) if (!this.getModuleInfo(id)) this.error(`first-page-messages: ${path.relative(root, id)} (showNothing) is not in the build`);
        const seen = new Set<string>();
        const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || silent.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          if (!info) continue;
          stack.push(...info.importedIds);
          for (const target of info.dynamicallyImportedIds) if (id !== routes || allowed.has(target)) stack.push(target);
        }
        for (const screen of allowed) if (!seen.has(screen)) this.error(`first-page-messages: ${path.relative(root, screen)} is not reached from the entry`);
        firstPageIds = new Set([...seen].flatMap((id) => [...(idsByModule.get(id) ?? [])]));
      }
      const ids = firstPageIds;
      const replaced = code.replace(PLACEHOLDER, (_all, _quote: string, locale: string) => {
        const all = catalogs.get(locale);
        if (!all) this.error(`first-page-messages: no catalog compiled for ${locale}`);
        const subset = Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
        return JSON.stringify(JSON.stringify(subset));
      });
      return { code: replaced, map: null };
    },
  };
}
