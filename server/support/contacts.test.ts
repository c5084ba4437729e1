import { describe, expect, it } from "vitest";
import { readSupportContacts, withSupportContacts } from "./contacts.ts";

describe("support contacts (README \"Support settings\")", () => {
  it("reads SUPPORT_PHONE, SUPPORT_WHATSAPP and SUPPORT_HOURS, spaces and dashes in numbers allowed", () => {
    const { contacts, problems } = readSupportContacts({ SUPPORT_PHONE: "+965 2234-5678", SUPPORT_WHATSAPP: "965 6123 4567", SUPPORT_HOURS: "09:00 - 21:30" });
    expect(problems).toEqual([]);
    expect(contacts).toEqual({ phone: "+96522345678", whatsapp: "96561234567", hours: { from: "09:00", to: "21:30" } });
    const page = withSupportContacts("<html><head><title>x</title></head></html>", contacts);
    expect(page).toContain('<meta name="support-phone" content="+96522345678"><meta name="support-whatsapp" content="96561234567"><meta name="support-hours" content="09:00-21:30"></head>');
  });

  it("keeps the defaults for unset settings and names each malformed one (no markup gets through)", () => {
    expect(readSupportContacts({}).problems).toEqual([]);
    const { contacts, problems } = readSupportContacts({ SUPPORT_PHONE: '"><script>', SUPPORT_WHATSAPP: "+965", SUPPORT_HOURS: "9am-5pm" });
    expect(problems).toHaveLength(3);
    expect(contacts).toEqual(readSupportContacts({}).contacts);
  });
});
