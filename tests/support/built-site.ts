// A small stand-in for the built PWA (dist/) on disk: the app shell, a hashed asset with its brotli
// file, the service worker, the manifest, robots.txt, and a file outside the web root that must
// never be served. Server tests point the real app at it (createApp({ staticDir })).
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { createApp } from "../../server/app.ts";
import type { Db } from "../../server/db/client.ts";
import { withShopMode } from "../../server/http/shop-mode.ts";
import { readSupportContacts, withSupportContacts } from "../../server/support/contacts.ts";
import { clientFor } from "./test-app.ts";

export const SHELL = '<!doctype html><html lang="en"><head><title>Shell</title></head><body><div id="root"></div></body></html>';
/** The demo's support contacts (no SUPPORT_* settings): server/support/contacts.ts. */
export const DEMO_CONTACTS = readSupportContacts({}).contacts;
/**
 * The shell as a demo sends it: marked with the shop's mode (server/http/shop-mode.ts) and the
 * support contacts the Help screen reads.
 */
export const SERVED_SHELL = withSupportContacts(withShopMode(SHELL, "demo"), DEMO_CONTACTS);

export type BuiltSite = {
  /** The app serving the stand-in build. */
  site: ReturnType<typeof clientFor>;
  /** The folder holding dist/ (and the secret beside it). */
  dir: string;
  remove(): Promise<void>;
};

export async function builtSite(db: Db): Promise<BuiltSite> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "storefront-static-"));
  const root = path.join(dir, "dist");
  const script = `console.log(${JSON.stringify("x".repeat(4000))});`;
  const worker = "self.addEventListener('install', () => {});";
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, "index.html"), SHELL);
  await writeFile(path.join(root, "assets/app-abc123.js"), script);
  await writeFile(path.join(root, "sw.js"), worker);
  // What the build's precompress step writes beside a file.
  await writeFile(path.join(root, "assets/app-abc123.js.br"), brotliCompressSync(script));
  await writeFile(path.join(root, "sw.js.br"), brotliCompressSync(worker));
  await writeFile(path.join(root, "manifest.webmanifest"), '{"name":"Storefront"}');
  await writeFile(path.join(root, "robots.txt"), "User-agent: *\nAllow: /\n");
  await writeFile(path.join(dir, "secret.txt"), "outside the web root");
  return { site: clientFor(createApp({ db, staticDir: root })), dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
