// Serves the screens customers land on (/, /menu, /package) rendered on the server: the built
// shell with the screen's HTML in #root, the catalog values it was rendered with (for the
// browser's hydration, main.tsx), and the screen's CSS and code announced in the head, so the
// first screen paints from the HTML instead of after the scripts, IndexedDB and the catalog calls.
// The renderer is the client build's twin (`vite build --ssr`, written to <static>/ssr/); without
// it, or when a render fails, the shell answers as before and the browser renders on its own.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import type { RenderResult, SsrEntry } from "../contract/ssr.ts";
import { serverSanitizer } from "./ssr-sanitize.ts";
import type { ShopMode } from "./env.ts";

export type { SsrEntry };

const MAX_KEPT_PAGES = 64;

/** Where the build puts the renderer, inside the static folder (never served: see app.ts). */
export const SSR_FOLDER = "ssr";

export async function loadSsrEntry(staticDir: string): Promise<SsrEntry | undefined> {
  const file = path.join(staticDir, SSR_FOLDER, "entry-server.js");
  if (!existsSync(file)) return undefined;
  return (await import(pathToFileURL(file).href)) as SsrEntry;
}

type ManifestChunk = { file: string; css?: string[]; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type SsrPages = {
  /** The rendered page for this request, or undefined when the path is not rendered here. */
  answer(c: Context): Promise<Response | undefined>;
};

/** `lang` from the query (`?lang=ar`), else the cookie the app writes when a language is chosen. */
export function requestLanguage(search: string, cookie: string | undefined): 1 | 2 {
  const asked = new URLSearchParams(search).get("lang");
  if (asked === "ar" || asked === "en") return asked === "ar" ? 2 : 1;
  const saved = /(?:^|;\s*)lang=(ar|en)(?:;|$)/.exec(cookie ?? "")?.[1];
  return saved === "ar" ? 2 : 1;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[ch]!);
}

/** JSON that is safe inside a <script> element: nothing in it can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

export function createSsrPages(options: {
  entry: SsrEntry;
  staticDir: string;
  /** The app answering the API calls of the render, in-process. */
  fetch: (request: Request) => Response | Promise<Response>;
  log: Pick<Console, "error">;
  /** How long a rendered page is reused (the catalog answers' lifetime; 0 renders every request). */
  ttlMs: number;
  /** Changes the build's shell once before use (app.ts marks the shop's mode in its head). */
  shell?: (html: string) => string;
  /** The shop's mode, the one the shell is marked with: the page renders the footer's demo line. */
  shopMode: ShopMode;
}): SsrPages {
  const { entry, staticDir, log, ttlMs } = options;
  // A render costs about ten milliseconds of CPU; the same page in the same language is reused
  // while the catalog answers it was made of are. Bounded, so odd query strings only evict.
  const rendered = new Map<string, { html: string; expires: number }>();
  const built = readFileSync(path.join(staticDir, "index.html"), "utf8");
  const template = options.shell ? options.shell(built) : built;
  const manifestFile = path.join(staticDir, ".vite/manifest.json");
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest) : {};
  const apiBase = "http://ssr.internal/api";
  const inProcessFetch = ((input: RequestInfo | URL, init?: RequestInit) => options.fetch(new Request(input, init))) as typeof fetch;

  /** The screen's own stylesheets (its chunk's and its imports'), unless the shell names them already. */
  function stylesheetsFor(screenModule: string): string {
    const css = new Set<string>();
    const visit = (key: string, seen: Set<string>) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      for (const file of chunk.css ?? []) css.add(file);
      for (const imported of chunk.imports ?? []) visit(imported, seen);
    };
    visit(screenModule, new Set());
    return [...css]
      .filter((file) => !template.includes(`/${file}"`))
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`)
      .join("");
  }

  // The painted page needs its HTML, CSS, fonts and images first; the code only makes it
  // interactive. So the scripts are fetched at low priority and without the shell's preloads
  // (the entry's imports follow it), leaving a slow network to what the customer sees.
  const shell = template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(/<script type="module" crossorigin/, '<script type="module" fetchpriority="low" crossorigin');
  // A preload marked for one language only (index.html: a face the other language's pages do not
  // draw) is kept on that language's pages; one shell per language, made once.
  const shellIn = (locale: "en" | "ar") =>
    shell.replace(/\s*<link rel="preload"[^>]*\sdata-lang="(en|ar)"[^>]*>/g, (link: string, only: string) => (only === locale ? link : ""));
  const shells = { en: shellIn("en"), ar: shellIn("ar") };

  function page(result: RenderResult): string {
    const locale = result.seed.langId === 2 ? "ar" : "en";
    // Replacements by function: a `$` in the rendered page is not a replacement pattern.
    return shells[locale]
      .replace(/<html lang="[^"]*" dir="[^"]*">/, () => `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(result.head.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, "")
      .replace("</title>", () => `</title>\n    <meta name="description" content="${escapeHtml(result.head.description)}" />`)
      .replace("</head>", () => `${stylesheetsFor(result.screenModule)}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `<div id="root">${result.html}</div><script id="ssr-seed" type="application/json">${scriptJson(result.seed)}</script>`,
      );
  }

  return {
    async answer(c) {
      if (!entry.renderedPath(c.req.path)) return undefined;
      const url = new URL(c.req.url);
      const langId = requestLanguage(url.search, c.req.header("cookie"));
      const key = `${langId}\n${c.req.path}\n${url.search}`;
      c.header("Cache-Control", "no-cache");
      c.header("Vary", "Cookie");
      const kept = rendered.get(key);
      if (kept && kept.expires > Date.now()) return c.html(kept.html);
      try {
        const sanitizeHtml = await serverSanitizer();
        const result = await entry.renderPage({ pathname: c.req.path, search: url.search, langId, fetch: inProcessFetch, apiBase, sanitizeHtml, shopMode: options.shopMode });
        const html = page(result);
        if (ttlMs > 0) {
          rendered.delete(key);
          rendered.set(key, { html, expires: Date.now() + ttlMs });
          if (rendered.size > MAX_KEPT_PAGES) rendered.delete(rendered.keys().next().value!);
        }
        return c.html(html);
      } catch (err) {
        log.error("server rendering failed; answering the shell", c.req.path, err);
        return undefined;
      }
    },
  };
}
