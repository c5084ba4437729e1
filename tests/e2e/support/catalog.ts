// The Arabic text of an English message, read from the committed catalog (locales/ar/messages.po),
// so the end-to-end tests assert what customers see without copying translations into the tests.
import { readFileSync } from "node:fs";
import path from "node:path";

const PO = path.resolve(import.meta.dirname, "../../../locales/ar/messages.po");

let catalog: Map<string, string> | undefined;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  // An entry: an optional msgctxt "…", msgid "…" (continuation lines "…") then msgstr "…" (continuation
  // lines "…"). A message with a context is keyed "context\u0004msgid", as gettext does.
  const entry = /^(?:msgctxt ((?:".*"\n?)+))?msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const text = readFileSync(PO, "utf8");
  const join = (quoted: string) =>
    quoted
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join("");
  for (const m of text.matchAll(entry)) {
    const id = join(m[2] ?? '""');
    map.set(m[1] ? `${join(m[1])}\u0004${id}` : id, join(m[3] ?? '""'));
  }
  return map;
}

/** The Arabic of `english`; `context` picks the message given that Lingui context (msgctxt). */
export function arabic(english: string, context?: string): string {
  catalog ??= load();
  const text = catalog.get(context ? `${context}\u0004${english}` : english);
  if (!text) throw new Error(`No Arabic translation of ${JSON.stringify(english)}${context ? ` (${context})` : ""} in ${PO}`);
  return text;
}
