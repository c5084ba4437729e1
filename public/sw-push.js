// Imported by the service worker (vite.config.ts, workbox importScripts): Web Push (README
// "Notifications"). A push shows the notification the server wrote, in the customer's language
// (title, body, lang and direction from the payload: server/notify/worker.ts); a tap opens the screen
// it names (the day's picker, Renew, the report), in an open window of the app if there is one,
// focused, or else in a new one. Only the app's own addresses are opened.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    message = { body: event.data ? event.data.text() : "" };
  }
  const ar = message.lang === "ar";
  const title = message.title || (ar ? "فِت ميلز" : "Fit Meals");
  const shown = self.registration.showNotification(title, {
    body: message.body || "",
    lang: ar ? "ar" : "en",
    dir: ar ? "rtl" : "ltr",
    icon: "/icons/icon-192.png",
    tag: message.id ? `message-${message.id}` : undefined,
    data: { url: message.url || "/inbox" },
  });
  // An open window of the app brings its inbox up to date (src/features/inbox/use-inbox.ts), once
  // the notification is shown (or could not be).
  const told = shown
    .catch(() => undefined)
    .then(() => self.clients.matchAll({ type: "window" }))
    .then((windows) => windows.forEach((w) => w.postMessage({ type: "PUSH_RECEIVED" })));
  event.waitUntil(Promise.all([shown, told]));
});

/** The app's screen the notification names (only the app's own addresses; else the inbox). */
function screenOf(notification) {
  const origin = self.location.origin;
  try {
    const named = new URL((notification.data && notification.data.url) || "/inbox", origin);
    if (named.origin === origin) return named;
  } catch {
    // A malformed address opens the inbox.
  }
  return new URL("/inbox", origin);
}

/** In an open window of the app (it goes to the screen, then is focused), or else a new one. */
async function openScreen(target) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === target.origin);
  if (open) {
    // Only a window this worker controls can be sent elsewhere; another gets a new window.
    const shown = open.url === target.href ? open : await open.navigate(target.href).catch(() => null);
    if (shown) {
      await shown.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(target.href);
}

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const work = openScreen(screenOf(event.notification));
  try {
    event.waitUntil(work);
  } catch {
    // An event the tests dispatch themselves (tests/e2e/push-notification.spec.ts) cannot be
    // extended; the screen opens all the same.
  }
});
