// Reads process.env once. Everything configurable about the server is named here.
import path from "node:path";

export type Env = {
  port: number;
  host: string;
  /** Folder of the embedded PGlite database (ignored when databaseUrl is set). */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded database. */
  databaseUrl: string | undefined;
  /** Built PWA (vite build output). */
  staticDir: string;
  production: boolean;
  /** Public origin used in links the server makes (reset links, payment pages). */
  publicUrl: string;
  /** Behind a load balancer: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** HMAC secret of payment callbacks (PAYMENT_SECRET); set it when several instances run. */
  paymentSecret: string | undefined;
  /** Business photos of dishes (MEDIA_DIR/dishes/<id>.jpg|png|webp); unset, every dish shows its composed picture. */
  mediaDir: string | undefined;
  /** Origins the map may load an online base map from (MAP_STYLE_URL, the URL the build's VITE_MAP_STYLE_URL names). */
  mapOrigins: string[];
  /** smtp(s)://user:pass@host:port of the mail relay; unset, mails are written under DATA_DIR/mail/. */
  smtpUrl: string | undefined;
  /** The From of the mails (MAIL_FROM). */
  mailFrom: string;
  /** MAIL_WORKER=0: this instance records mails but leaves the sending to other instances. */
  mailWorker: boolean;
  /**
   * CLOCK_FILE, for end-to-end tests only: the server's "now" (cutoffs, start dates, coupon expiry)
   * is the real time plus the milliseconds written in this file. Unset (production): the real time.
   */
  clockFile: string | undefined;
};

/** The origin of a configured style URL (its tiles and fonts are expected on the same host). */
function originsOf(url: string | undefined): string[] {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    throw new Error(`MAP_STYLE_URL must be a URL, got ${url}`);
  }
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): Env {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a port number, got ${env.PORT}`);
  }
  const host = env.HOST ?? "0.0.0.0";
  if (env.NODE_ENV === "production" && env.SCRYPT_LOG2_N) {
    throw new Error("SCRYPT_LOG2_N lowers the password hashing work for test suites; it must not be set in production");
  }
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? "data"),
    databaseUrl: env.DATABASE_URL || undefined,
    staticDir: path.resolve(env.STATIC_DIR ?? "dist"),
    production: env.NODE_ENV === "production",
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    paymentSecret: env.PAYMENT_SECRET || undefined,
    mapOrigins: originsOf(env.MAP_STYLE_URL),
    mediaDir: env.MEDIA_DIR ? path.resolve(env.MEDIA_DIR) : undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Healthy Meals <no-reply@kw-meals.local>",
    mailWorker: env.MAIL_WORKER !== "0" && env.MAIL_WORKER !== "false",
    clockFile: env.CLOCK_FILE ? path.resolve(env.CLOCK_FILE) : undefined,
  };
}
