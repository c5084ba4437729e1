// Imported by the service worker (vite.config.ts, workbox importScripts). The worker claims open
// pages when it activates (clientsClaim), but a page whose navigation was under way at that moment
// is not yet a client and stays uncontrolled for the whole visit, so it would not work offline.
// Such a page asks, once the worker is active (src/app/update-prompt.tsx), and is claimed.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "CLAIM_CLIENTS") event.waitUntil(self.clients.claim());
});
