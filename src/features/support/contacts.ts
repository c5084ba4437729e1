// The business's support contacts as the server marked the page (server/support/contacts.ts:
// `support-phone`, `support-whatsapp` and `support-hours` meta elements in every page it sends, the
// shell the service worker keeps included): no request, so Help shows them offline. An unmarked page
// (the Vite dev server's) shows the demo's defaults.
export type SupportContacts = { phone: string; whatsapp: string; from: string; to: string };

const DEFAULTS: SupportContacts = { phone: "+96550000000", whatsapp: "96550000000", from: "08:00", to: "22:00" };

export function pageSupportContacts(doc: Document | undefined = globalThis.document): SupportContacts {
  const meta = (name: string) => doc?.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? "";
  const phone = meta("support-phone");
  const whatsapp = meta("support-whatsapp");
  const hours = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(meta("support-hours"));
  return {
    phone: /^\+?\d{6,15}$/.test(phone) ? phone : DEFAULTS.phone,
    whatsapp: /^\d{6,15}$/.test(whatsapp) ? whatsapp : DEFAULTS.whatsapp,
    from: hours?.[1] ?? DEFAULTS.from,
    to: hours?.[2] ?? DEFAULTS.to,
  };
}
