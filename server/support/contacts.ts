// How customers reach the business (README "Support settings"): SUPPORT_PHONE (the number `tel:`
// calls, digits with an optional leading +), SUPPORT_WHATSAPP (the number wa.me opens, digits with
// the country code) and SUPPORT_HOURS (opening hours in Kuwait time, "HH:MM-HH:MM"). They reach the
// app with no request, as the shop's mode does (http/shop-mode.ts): `<meta name="support-*">`
// elements in the head of every page the server sends, the shell the service worker keeps included,
// so the Help screen shows them offline (src/features/support/contacts.ts reads them).
export type SupportContacts = { phone: string; whatsapp: string; hours: { from: string; to: string } };

const DEFAULTS: SupportContacts = { phone: "+96550000000", whatsapp: "96550000000", hours: { from: "08:00", to: "22:00" } };
const PHONE = /^\+?\d{6,15}$/;
const WHATSAPP = /^\d{6,15}$/;
const HOURS = /^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-3]):[0-5]\d$/;

/** The settings; a malformed one is listed in `problems` (app.ts logs them) and its default used. */
export function readSupportContacts(env: Record<string, string | undefined> = process.env): { contacts: SupportContacts; problems: string[] } {
  const problems: string[] = [];
  const pick = (name: string, pattern: RegExp, fallback: string) => {
    const value = env[name]?.trim() ?? "";
    if (value === "") return fallback;
    const clean = name === "SUPPORT_HOURS" ? value.replace(/\s/g, "") : value.replace(/[\s()-]/g, "");
    if (pattern.test(clean)) return clean;
    problems.push(`${name} must look like ${name === "SUPPORT_HOURS" ? "08:00-22:00" : name === "SUPPORT_PHONE" ? "+96522345678" : "96550000000"}`);
    return fallback;
  };
  const hours = pick("SUPPORT_HOURS", HOURS, `${DEFAULTS.hours.from}-${DEFAULTS.hours.to}`).split("-");
  return {
    contacts: { phone: pick("SUPPORT_PHONE", PHONE, DEFAULTS.phone), whatsapp: pick("SUPPORT_WHATSAPP", WHATSAPP, DEFAULTS.whatsapp), hours: { from: hours[0]!, to: hours[1]! } },
    problems,
  };
}

/** The page with the contacts' meta elements (their values are digits, +, : and - only). */
export function withSupportContacts(html: string, c: SupportContacts): string {
  const meta = `<meta name="support-phone" content="${c.phone}"><meta name="support-whatsapp" content="${c.whatsapp}"><meta name="support-hours" content="${c.hours.from}-${c.hours.to}">`;
  return html.replace("</head>", () => `${meta}</head>`);
}
