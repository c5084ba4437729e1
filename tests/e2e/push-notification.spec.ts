// Web Push in Chromium (README "Notifications"): the service worker's `push` handler shows what the
// server sends (public/sw-push.js), in the customer's language, and a tap on the notification opens
// the screen it names in the open window of the app. The push is delivered through the DevTools
// protocol (ServiceWorker.deliverPushMessage) with the payload the server's worker makes
// (server/notify/texts.ts); the notification is read back with registration.getNotifications(),
// and the tap is the worker's own notificationclick, dispatched with that notification.
import { notifyText } from "../../server/notify/texts.ts";
import { expect, test, type BrowserContext, type Page } from "./support/test.ts";
import { newCustomer, registerViaApi, signInAs } from "./support/account.ts";
import { serviceWorkerActivated, switchToArabic } from "./support/helpers.ts";

// The service worker takes part here (offline, install or update): the suite blocks it elsewhere (playwright.config.ts).
test.use({ serviceWorkers: "allow" });

type Shown = { title: string; body: string; lang: string; dir: string; url: string };

/** Delivers `data` as a push message to the origin's service worker (its registration found through the protocol). */
async function pushTo(context: BrowserContext, page: Page, origin: string, data: string): Promise<void> {
  const cdp = await context.newCDPSession(page);
  const registered = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  await cdp.send("ServiceWorker.deliverPushMessage", { origin, registrationId: await registered, data });
}

/** The notifications the worker shows, once it shows one (waitForFunction took the async predicate's promise as an answer and did not wait). */
async function shownNotifications(page: Page): Promise<Shown[]> {
  let shown: Shown[] = [];
  await expect
    .poll(async () => {
      shown = await page.evaluate(async () => {
        const list = await (await navigator.serviceWorker.ready).getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, lang: n.lang, dir: n.dir, url: (n.data as { url: string }).url }));
      });
      return shown.length;
    })
    .toBeGreaterThan(0);
  return shown;
}

for (const lang of ["en", "ar"] as const) {
  test(`a push shows its notification in ${lang === "ar" ? "Arabic" : "English"} and a tap opens its screen`, async ({ page, context, request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    await context.grantPermissions(["notifications"], { origin });
    const customer = newCustomer();
    await registerViaApi(request, customer);
    await signInAs(page, customer);
    await page.goto("/inbox");
    if (lang === "ar") await switchToArabic(page);
    await serviceWorkerActivated(page);

    const text = notifyText(lang === "ar" ? 2 : 1, { kind: "support_answer", reportId: 12, date: "2026-06-06" });
    // The worker tells its open windows once it has shown the notification (public/sw-push.js): the
    // notification is read back only then. Read back while the worker was still showing it, it was
    // missing for good in about one run in ten (3 December 2026: 2 of 20 runs, twice).
    type Told = { pushTold?: boolean };
    await page.evaluate(() =>
      navigator.serviceWorker.addEventListener("message", (e) => {
        if ((e.data as { type?: string } | null)?.type === "PUSH_RECEIVED") (window as Told).pushTold = true;
      }),
    );
    await pushTo(context, page, origin, JSON.stringify({ id: 41, kind: "support_answer", ...text, lang }));
    await page.waitForFunction(() => (window as Told).pushTold === true);
    expect(await shownNotifications(page)).toEqual([
      {
        title: lang === "ar" ? "ردّ المطبخ على بلاغك رقم 12" : "The kitchen answered your report 12",
        body: text.body,
        lang,
        dir: lang === "ar" ? "rtl" : "ltr",
        url: "/help?report=12",
      },
    ]);
    expect(text.body).toContain(lang === "ar" ? "السبت، 6 يونيو 2026" : "Saturday, 6 June 2026");

    const worker = context.serviceWorkers().find((w) => w.url().startsWith(origin));
    if (!worker) throw new Error("no service worker");
    await worker.evaluate(async () => {
      // The worker's globals (this project's types are the page's).
      type Scope = { registration: ServiceWorkerRegistration; dispatchEvent(e: Event): boolean; NotificationEvent: new (type: string, init: { notification: Notification }) => Event };
      const sw = self as unknown as Scope;
      const [notification] = await sw.registration.getNotifications();
      sw.dispatchEvent(new sw.NotificationEvent("notificationclick", { notification: notification! }));
    });
    await expect(page).toHaveURL(`${origin}/help?report=12`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang === "ar" ? "المساعدة" : "Help");
  });
}
