// Fills Arabic translations into locales/ar/messages.po from a JSON file of { "English msgid": "Arabic" }.
// Usage: node scripts/po-fill.mjs path/to/ar.json   (run `npm run i18n:extract` first).
//        node scripts/po-fill.mjs --check          (fills nothing; exits 1 when a message is missing).
// Lists every Arabic message still missing afterwards.
import { readFileSync, writeFileSync } from "node:fs";

const PO = "locales/ar/messages.po";
const unquote = (s) => JSON.parse(s);
const quote = (s) => JSON.stringify(s);

const file = process.argv.slice(2).find((arg) => !arg.startsWith("--"));
const map = file ? JSON.parse(readFileSync(file, "utf8")) : {};
const lines = readFileSync(PO, "utf8").split("\n");
const out = [];
const missing = [];
for (let i = 0; i < lines.length; i++) {
  const line = lines[i];
  if (!line.startsWith("msgid ") || line === 'msgid ""') {
    out.push(line);
    continue;
  }
  // Collect a possibly multi-line msgid and the msgstr after it.
  let id = unquote(line.slice(6));
  out.push(line);
  while (lines[i + 1]?.startsWith('"')) { i++; id += unquote(lines[i]); out.push(lines[i]); }
  if (!lines[i + 1]?.startsWith("msgstr ")) continue;
  i++;
  let str = unquote(lines[i].slice(7));
  const strLines = [lines[i]];
  while (lines[i + 1]?.startsWith('"')) { i++; str += unquote(lines[i]); strLines.push(lines[i]); }
  if (map[id] !== undefined) out.push(`msgstr ${quote(map[id])}`);
  else {
    out.push(...strLines);
    if (str === "") missing.push(id);
  }
}
writeFileSync(PO, out.join("\n"));
if (missing.length) {
  console.log(`${missing.length} Arabic message(s) missing:`);
  for (const m of missing) console.log(`  ${JSON.stringify(m)}`);
  process.exitCode = process.argv.includes("--check") ? 1 : 0;
} else console.log("every Arabic message is translated");
