// CSV as the kitchen's spreadsheets read it: RFC 4180 quoting, CRLF, a BOM for Excel's Arabic, and
// no formula ever run from a cell.
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csv", () => {
  it("quotes a field with a comma, a quote or a line break, doubling its quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("Block 4, Street 2")).toBe('"Block 4, Street 2"');
    expect(csvCell('the "blue" door')).toBe('"the ""blue"" door"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell(12)).toBe("12");
    expect(csvCell(null)).toBe("");
  });

  it("turns a cell a spreadsheet would run as a formula into text", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+96550000000")).toBe("'+96550000000");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("Salem = good")).toBe("Salem = good");
  });

  it("starts with a BOM and ends every record with CRLF", () => {
    const text = toCsv(
      ["Dish", "Count"],
      [
        ["مجبوس دجاج", 3],
        ["Tikka, with rice", 1],
      ],
    );
    expect(text).toBe('\uFEFFDish,Count\r\nمجبوس دجاج,3\r\n"Tikka, with rice",1\r\n');
  });
});
