import { describe, expect, it } from "vitest";
import { joinAddress, namesItsKind, withKind } from "./address-lines.ts";

const street = (v: string) => `Street ${v}`;
const streetAr = (v: string) => `شارع ${v}`;

describe("address lines", () => {
  it("adds the street word only when the customer did not type it", () => {
    expect(withKind("street", "Salem Al-Mubarak St", street)).toBe("Salem Al-Mubarak St");
    expect(withKind("street", "Gulf Rd", street)).toBe("Gulf Rd");
    expect(withKind("street", "Salem Al-Mubarak", street)).toBe("Street Salem Al-Mubarak");
    expect(withKind("street", "شارع سالم المبارك", streetAr)).toBe("شارع سالم المبارك");
    expect(withKind("street", "سالم المبارك", streetAr)).toBe("شارع سالم المبارك");
    expect(withKind("street", "12", streetAr)).toBe("شارع 12");
  });

  it("does not mistake a word that merely starts like one (Stanley, Blockbuster)", () => {
    expect(namesItsKind("street", "Stanley")).toBe(false);
    expect(namesItsKind("block", "Blockbuster")).toBe(false);
    expect(namesItsKind("block", "قطعة 4")).toBe(true);
    expect(namesItsKind("avenue", "Jadda 3")).toBe(true);
  });

  it("joins with the language's own separator and leaves empty parts out", () => {
    expect(joinAddress(["السالمية", "قطعة 10", "", false, "شارع سالم المبارك", "منزل 23"], "ar")).toBe("السالمية، قطعة 10، شارع سالم المبارك، منزل 23");
    expect(joinAddress(["Salmiya", "Block 10", undefined, "Salem Al-Mubarak St", "House 23"], "en")).toBe("Salmiya, Block 10, Salem Al-Mubarak St, House 23");
  });
});
