// CSV for the kitchen's lists (RFC 4180): CRLF line ends, a field quoted when it holds a comma, a
// quote or a line break (its quotes doubled), and a byte-order mark first so Excel reads the
// Arabic names as UTF-8. A cell starting with = + - @ (or a tab or carriage return) is a formula
// to a spreadsheet: it gets a leading apostrophe, so a customer named "=HYPERLINK(…)" stays text.
export const CSV_TYPE = "text/csv; charset=utf-8";
const BOM = "\uFEFF";

export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
