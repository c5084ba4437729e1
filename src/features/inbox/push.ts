// This device's Web Push (README "Notifications"): whether it can have it, asking the permission
// only after a tap, subscribing with the server's VAPID key and telling the server, and turning it
// off. On iPhone and iPad a browser tab has no push: only the app added to the Home Screen (iOS 16.4
// and later). A permission refused or revoked leaves the inbox as it is: messages still arrive there.
import { fetchPushKey, subscribePush, unsubscribePush } from "./api.ts";

export type PushState = "unsupported" | "install-first" | "denied" | "off" | "on";

/** iPhone, iPod, or an iPad (a Mac with a touch screen), as src/app/is-ios.ts tells them. */
function isIos(): boolean {
  return /iPhone|iPad|iPod/i.test(navigator.userAgent) || (/Macintosh/i.test(navigator.userAgent) && navigator.maxTouchPoints > 1);
}

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

function supported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return supported() ? navigator.serviceWorker.getRegistration() : undefined;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i += 1) bytes[i] = text.charCodeAt(i);
  return bytes;
}

/** Tells the server about the subscription (again: a sign-out removed it there). */
async function tell(sub: PushSubscription): Promise<void> {
  const json = sub.toJSON();
  await subscribePush({ endpoint: sub.endpoint, p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" });
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return isIos() && !isStandalone() ? "install-first" : "unsupported";
  if (Notification.permission === "denied") return "denied";
  const reg = await registration();
  if (!reg) return "unsupported";
  const sub = Notification.permission === "granted" ? await reg.pushManager.getSubscription() : null;
  if (!sub) return "off";
  // Signed in again on this device since: the server learns it once more (the call is idempotent).
  await tell(sub).catch(() => undefined);
  return "on";
}

/**
 * What another screen may offer at once, known without waiting (so the offer is drawn with the
 * screen, never pushed in under it): turning on while the browser has not been asked, or an iPhone
 * tab's first step; else nothing.
 */
export function offerState(): "off" | "install-first" | undefined {
  if (!supported()) return isIos() && !isStandalone() ? "install-first" : undefined;
  return Notification.permission === "default" ? "off" : undefined;
}

/** After the customer's tap: the permission, the subscription, the server told. */
export async function turnOn(): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return permission === "denied" ? "denied" : "off";
  const reg = await registration();
  if (!reg) return "unsupported";
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes((await fetchPushKey()).public_key) }));
  await tell(sub);
  return "on";
}

export async function turnOff(): Promise<PushState> {
  const sub = await (await registration())?.pushManager.getSubscription();
  if (sub) {
    await unsubscribePush(sub.endpoint).catch(() => undefined);
    await sub.unsubscribe();
  }
  return "off";
}
