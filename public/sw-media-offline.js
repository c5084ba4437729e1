// Imported by the service worker (vite.config.ts, workbox importScripts), before its own routes.
// The offline save keeps one phone-sized variant of every catalog picture (-320.webp); a screen
// that would show the larger one (-640.webp, a sharper phone or a desktop) gets the kept one while
// there is no network, rather than a broken picture. Online, the worker's media route answers.
const LARGE_PICTURE = /^\/media\/[a-z]+\/[\w-]+-640\.webp$/;

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin || !LARGE_PICTURE.test(url.pathname)) return;
  if (self.navigator.onLine) return;
  event.respondWith(
    caches.match(event.request).then(
      (kept) => kept || caches.match(url.pathname.replace(/-640\.webp$/, "-320.webp")).then((small) => small || Response.error()),
    ),
  );
});
