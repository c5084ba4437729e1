// Reads process.env once. Everything configurable about the server is named here.
//
// Two modes, chosen by SHOP_MODE (README "Demo and live"):
// - demo (the default, what `npm start` runs with no settings): the embedded database, the seed
//   catalog with the demo customer and coupons, the sandbox gateway, an operator password generated
//   once and printed at start;
// - live: a real payment provider, PUBLIC_URL, OPS_PASSWORD, PAYMENT_SECRET and a mail relay are
//   required, and readEnv refuses to go on without them (one ConfigError naming every missing item).
import path from "node:path";
import type { ShopMode } from "../contract/ssr.ts";
import { readProviderKeys, type ProviderKeys } from "./payments/provider-env.ts";
import { readSupportContacts } from "./support/contacts.ts";
import { readLegalSettings } from "./support/legal.ts";

export type { ShopMode };
export const SHOP_MODES = ["demo", "live"] as const satisfies readonly ShopMode[];

/** `sandbox` is the demo's simulated gateway; the others are real providers (server/payments/). */
export const PAYMENT_PROVIDERS = ["sandbox", "myfatoorah", "tap"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The password the README once published for the operator: refused in live whatever its length. */
export const PUBLISHED_OPERATOR_PASSWORD = "Kitchen-Ops-2026";
/** Length floor of OPS_PASSWORD in live (NIST SP 800-63B's floor is 8; an admin account gets more). */
export const MIN_LIVE_OPS_PASSWORD = 12;
/** Length floor of PAYMENT_SECRET in live: 32 characters (e.g. `openssl rand -hex 32` gives 64). */
export const MIN_LIVE_SECRET = 32;

export type Env = {
  /** SHOP_MODE: demo (default) or live. */
  mode: ShopMode;
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Built PWA (vite build output). */
  staticDir: string;
  /** NODE_ENV=production, or live mode (which is always production). */
  production: boolean;
  /** Public origin used in links the server makes (reset links, payment pages). */
  publicUrl: string;
  /** Whether PUBLIC_URL was set (the demo's default is printed at start). */
  publicUrlSet: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** PAYMENT_PROVIDER: sandbox (default; demo only), myfatoorah or tap. */
  paymentProvider: PaymentProvider;
  /** The chosen real provider's keys (MYFATOORAH_* or TAP_*, payments/provider-env.ts). */
  providerKeys: ProviderKeys;
  /** HMAC secret of payment callbacks (PAYMENT_SECRET); required in live, random per process in a demo. */
  paymentSecret: string | undefined;
  /** OPS_PASSWORD: the operator's password; required in live, generated once per database in a demo. */
  opsPassword: string | undefined;
  /** Business photos of dishes (MEDIA_DIR/dishes/<id>.jpg|png|webp); unset, every dish shows its composed picture. */
  mediaDir: string | undefined;
  /** Origins the map may load an online base map from (MAP_STYLE_URL, the URL the build's VITE_MAP_STYLE_URL names). */
  mapOrigins: string[];
  /** smtp(s)://user:pass@host:port of the mail relay; unset (demo only), mails are written under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** The From of the mails (MAIL_FROM). */
  mailFrom: string;
  /** MAIL_WORKER=0: this instance records mails but leaves the sending to other instances. */
  mailWorker: boolean;
  /** Web Push's VAPID key pair and contact (README "Notifications"); required in live, made once per database in a demo. */
  vapid: { publicKey: string; privateKey: string; subject: string } | undefined;
  /**
   * CLOCK_FILE, for end-to-end tests only: the server's "now" (cutoffs, start dates, coupon expiry)
   * is the real time plus the milliseconds written in this file. Unset (production): the real time.
   */
  clockFile: string | undefined;
};

/** The settings are wrong or missing; the message names each problem on its own line. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

/** The origin of a configured style URL (its tiles and fonts are expected on the same host). */
function originsOf(url: string | undefined, problems: string[]): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    problems.push(`MAP_STYLE_URL must be a URL, got ${url}`);
    return [];
  }
}

function oneOf<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T, problems: string[]): T {
  if (value === undefined || value === "") return fallback;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(", ")}, got ${JSON.stringify(value)}`);
  return fallback;
}

/** An https origin (scheme, host, optional port; no path, query or fragment), or why not. */
export function httpsOriginProblem(value: string | undefined): string | undefined {
  if (!value) return "PUBLIC_URL is required: the https origin customers reach the shop at (e.g. https://shop.example.com)";
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `PUBLIC_URL must be an https origin, got ${JSON.stringify(value)}`;
  }
  if (url.protocol !== "https:") return `PUBLIC_URL must start with https://, got ${JSON.stringify(value)}`;
  if (url.pathname !== "/" || url.search || url.hash || url.username || url.password) {
    return `PUBLIC_URL must be an origin only (no path, query or credentials), got ${JSON.stringify(value)}`;
  }
  return undefined;
}

/** What a live shop lacks (empty when it may start). */
function liveProblems(env: NodeJS.ProcessEnv, provider: PaymentProvider): string[] {
  const problems: string[] = [];
  if (provider === "sandbox") {
    problems.push(
      `PAYMENT_PROVIDER must name a real payment provider (myfatoorah or tap); ${env.PAYMENT_PROVIDER ? "sandbox simulates payments and is for the demo only" : "it is not set"}`,
    );
  }
  const origin = httpsOriginProblem(env.PUBLIC_URL);
  if (origin) problems.push(origin);
  const ops = env.OPS_PASSWORD ?? "";
  if (!ops) problems.push(`OPS_PASSWORD is required: the operator's (ops@kw-meals.local) password, at least ${MIN_LIVE_OPS_PASSWORD} characters`);
  else if (ops === PUBLISHED_OPERATOR_PASSWORD) problems.push("OPS_PASSWORD must not be the password once published in the README");
  else if ([...ops].length < MIN_LIVE_OPS_PASSWORD) problems.push(`OPS_PASSWORD must have at least ${MIN_LIVE_OPS_PASSWORD} characters`);
  else if (new Set(ops).size < 5) problems.push("OPS_PASSWORD must not repeat a few characters (use at least 5 different ones)");
  const secret = env.PAYMENT_SECRET ?? "";
  if (secret.length < MIN_LIVE_SECRET) {
    problems.push(`PAYMENT_SECRET is required: a random secret of at least ${MIN_LIVE_SECRET} characters (e.g. openssl rand -hex 32)`);
  }
  if (!env.SMTP_URL) problems.push("SMTP_URL is required: the mail relay (smtp:// or smtps://) that sends reset links and receipts");
  else if (!/^smtps?:\/\//.test(env.SMTP_URL)) problems.push("SMTP_URL must start with smtp:// or smtps://");
  if (!env.MAIL_FROM) problems.push("MAIL_FROM is required: the From address of the shop's mails, at a domain that may send them");
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY) problems.push("VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required: the Web Push key pair (npx web-push generate-vapid-keys)");
  if (!env.VAPID_SUBJECT) problems.push("VAPID_SUBJECT is required: a mailto: address or https URL push services may contact");
  if (env.CLOCK_FILE) problems.push("CLOCK_FILE moves the server's clock for end-to-end tests; it must not be set in live");
  // A demo shows placeholder contacts on Help; a live shop shows its own or does not start.
  if (!env.SUPPORT_PHONE) problems.push("SUPPORT_PHONE is required: the number customers call from the Help screen (e.g. +96522345678)");
  if (!env.SUPPORT_WHATSAPP) problems.push("SUPPORT_WHATSAPP is required: the WhatsApp number the Help screen opens, with its country code (e.g. 96550000000)");
  problems.push(...readSupportContacts(env).problems);
  // The terms and privacy policy name the shop's address and say since when they apply (support/legal.ts).
  if (!env.SUPPORT_EMAIL) problems.push("SUPPORT_EMAIL is required: the address the terms and the privacy policy give customers (e.g. care@example.com)");
  if (!env.LEGAL_UPDATED) problems.push("LEGAL_UPDATED is required: the day the terms and privacy policy took effect, YYYY-MM-DD");
  problems.push(...readLegalSettings(env).problems);
  return problems;
}

/**
 * The settings of this process. Throws a ConfigError naming every problem at once: a malformed
 * value in any mode, and in live each missing requirement.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const problems: string[] = [];
  const mode = oneOf("SHOP_MODE", env.SHOP_MODE, SHOP_MODES, "demo", problems);
  const paymentProvider = oneOf("PAYMENT_PROVIDER", env.PAYMENT_PROVIDER, PAYMENT_PROVIDERS, "sandbox", problems);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) problems.push(`PORT must be a port number, got ${env.PORT}`);
  const host = env.HOST ?? "0.0.0.0";
  const production = env.NODE_ENV === "production" || mode === "live";
  if (production && env.SCRYPT_LOG2_N) {
    problems.push("SCRYPT_LOG2_N lowers the password hashing work for test suites; it must not be set in production");
  }
  const mapOrigins = originsOf(env.MAP_STYLE_URL, problems);
  const providerKeys = readProviderKeys(env, paymentProvider, problems);
  if (mode === "live") problems.push(...liveProblems(env, paymentProvider));
  if (problems.length > 0) throw new ConfigError(problems);
  return {
    mode,
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    production,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ""),
    publicUrlSet: Boolean(env.PUBLIC_URL),
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    paymentProvider,
    providerKeys,
    paymentSecret: env.PAYMENT_SECRET || undefined,
    opsPassword: env.OPS_PASSWORD || undefined,
    mapOrigins,
    mediaDir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Healthy Meals <no-reply@kw-meals.local>",
    mailWorker: env.MAIL_WORKER !== "0" && env.MAIL_WORKER !== "false",
    clockFile: env.CLOCK_FILE ? path.resolve(env.CLOCK_FILE) : undefined,
    vapid:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT || "mailto:no-reply@kw-meals.local" }
        : undefined,
  };
}
