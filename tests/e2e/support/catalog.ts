// The Arabic text of an English message, read from the committed catalog (locales/ar/messages.po),
// so the end-to-end tests assert what customers see without copying translations into the tests.
import { readFileSync } from "node:fs";
import path from "node:path";

const PO = path.resolve(import.meta.dirname, "../../../locales/ar/messages.po");

let catalog: Map<string, string> | undefined;

function load(): Map<string, string> {
  const map = new Map<string, string>();
  // An entry: msgid "…" (continuation lines "…") then msgstr "…" (continuation lines "…").
  const entry = /^msgid ((?:".*"\n?)+)msgstr ((?:".*"\n?)+)/gm;
  const text = readFileSync(PO, "utf8");
  const join = (quoted: string) =>
    quoted
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as string)
      .join("");
  for (const m of text.matchAll(entry)) map.set(join(m[1] ?? '""'), join(m[2] ?? '""'));
  return map;
}

export function arabic(english: string): string {
  catalog ??= load();
  const text = catalog.get(english);
  if (!text) throw new Error(`No Arabic translation of ${JSON.stringify(english)} in ${PO}`);
  return text;
}
