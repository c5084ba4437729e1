// Builds the whole HTTP application: security headers, compression, the API under /api, generated
// media under /media, the payment gateway's own pages (the demo's sandbox), and the built PWA with
// its SPA fallback. index.ts only listens; tests call createApp() in-process.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { secureHeaders } from "hono/secure-headers";
import { CATALOG_ANSWER_TTL_MS, createDeps, type AppOptions } from "./deps.ts";
import { readEnv, type Env } from "./env.ts";
import { compressAnswers } from "./http/compress.ts";
import { ApiError, errorBody, sendError } from "./http/errors.ts";
import { isPrebuilt, withSecurityHeaders } from "./http/prebuilt.ts";
import { SANDBOX_BASE } from "./payments/sandbox.ts";
import { accountsRoutes } from "./routes/accounts.ts";
import { addressesRoutes } from "./routes/addresses.ts";
import { catalogRoutes } from "./routes/catalog.ts";
import { engagementRoutes } from "./routes/engagement.ts";
import { mediaRoutes } from "./routes/media.ts";
import { ordersRoutes } from "./routes/orders.ts";
import { paymentWebhookRoutes } from "./routes/payments-webhooks.ts";
import { startReconciliationWorker } from "./orders/reconciliation-worker.ts";
import { plansRoutes } from "./routes/plans.ts";
import { mealsRoutes } from "./routes/meals.ts";
import { opsRoutes } from "./routes/ops.ts";
import { opsRefundRoutes } from "./routes/ops-refunds.ts";
import { SUPPORT_UPLOAD_PATH, supportRoutes } from "./routes/support.ts";
import { notifyRoutes } from "./routes/notify.ts";
import { healthRoutes } from "./routes/health.ts";
import { createSsrPages, SSR_FOLDER } from "./ssr.ts";
import { isFilePath, matchScreen } from "./http/client-routes.ts";
import { withShopMode } from "./http/shop-mode.ts";
import { readSupportContacts, withSupportContacts } from "./support/contacts.ts";

export type { AppOptions } from "./deps.ts";

export const API_BASE = "/api";
export const MAX_BODY_BYTES = 64 * 1024;

const HASHED_ASSET = /^\/assets\//;
const NO_CACHE_FILES = new Set(["/index.html", "/sw.js", "/manifest.webmanifest", "/registerSW.js", "/sw-claim.js", "/sw-media-offline.js", "/sw-push.js"]);

export function createApp(options: AppOptions): Hono {
  const log = options.logger ?? console;
  const app = new Hono();
  let processEnv: Env | undefined;
  const fromEnv = () => (processEnv ??= readEnv());
  const mode = options.mode ?? fromEnv().mode;

  // A prebuilt answer (http/prebuilt.ts: the catalog's) carries these headers already.
  app.use(
    "*",
    withSecurityHeaders(secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Inline style attributes are set by React, Swiper and MapLibre at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        mediaSrc: ["'self'"],
        connectSrc: ["'self'", ...(options.connectOrigins ?? [])],
        workerSrc: ["'self'", "blob:"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: "strict-origin-when-cross-origin",
      xFrameOptions: "DENY",
      crossOriginEmbedderPolicy: false,
      permissionsPolicy: { geolocation: ["self"], camera: [], microphone: [] },
    })),
  );
  app.use("*", compressAnswers());

  app.onError((err, c) => {
    if (err instanceof ApiError) return sendError(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json(errorBody("bad_request", "The request could not be read."), err.status);
    }
    log.error("unhandled error", c.req.method, c.req.path, err);
    return c.json(errorBody("internal_error", "Something went wrong on our side. Please try again."), 500);
  });

  const api = new Hono();
  // First, so that every API answer gets it, the body limit's 413 included.
  api.use("*", async (c, next) => {
    await next();
    // A prebuilt answer has its Cache-Control (and reading its headers would cost what it saves).
    if (isPrebuilt(c.res)) return;
    // In place: c.header() on a finished answer would copy its body into a stream.
    const headers = c.res.headers;
    if (!headers.has("cache-control")) headers.set("Cache-Control", "no-store");
  });
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => c.json(errorBody("payload_too_large", "The request is too large."), 413),
  });
  api.use("*", async (c, next) => {
    // A body announced by its Content-Length is judged by the header alone (Node's parser never
    // reads past it); Hono's bodyLimit would first turn the request into a web Request, a third of
    // the cost of a catalog answer. A GET has no body to limit.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    // The report's photos: its route has its own limit (routes/support.ts).
    if (c.req.path === SUPPORT_UPLOAD_PATH) return next();
    const length = c.req.header("content-length");
    if (length !== undefined && c.req.header("transfer-encoding") === undefined) {
      if (Number(length) > MAX_BODY_BYTES) return c.json(errorBody("payload_too_large", "The request is too large."), 413);
      return next();
    }
    let reachedRoute = false;
    try {
      return await limitBody(c, () => ((reachedRoute = true), next()));
    } catch (err) {
      if (reachedRoute) throw err;
      // Reading a body without Content-Length failed: the client went away mid-upload or sent
      // broken chunked encoding. Its fault, not ours: a 400, not an "unhandled error" 500.
      throw new ApiError(400, "malformed_body", "The request body could not be read.");
    }
  });
  // Every route module takes the same deps, built once (deps.ts).
  const deps = createDeps(options, fromEnv);
  const { catalogRepo, gateway, orders } = deps;
  api.route("/", catalogRoutes(deps));
  api.route("/", engagementRoutes(deps));
  api.route("/", addressesRoutes(deps));
  api.route("/", accountsRoutes(deps));
  api.route("/", ordersRoutes(deps));
  api.route("/", paymentWebhookRoutes(deps));
  api.route("/", plansRoutes(deps));
  api.route("/", mealsRoutes(deps));
  api.route("/", opsRoutes(deps));
  api.route("/", opsRefundRoutes(deps));
  api.route("/", supportRoutes(deps));
  api.route("/", notifyRoutes(deps));
  api.route("/", healthRoutes(deps));
  if (options.reconciliation && orders.provider) startReconciliationWorker(orders.provider, { ...options.reconciliation, logger: log });
  app.route(API_BASE, api);
  // A mounted app's notFound() is never called by Hono; this catch-all answers unknown API calls
  // (any method) in JSON instead of the shell's plain-text 404.
  app.all(`${API_BASE}/*`, (c) => c.json(errorBody("not_found", "No such API call."), 404));

  app.route("/media", mediaRoutes(deps));
  // A live shop answers nothing under the sandbox's path, whatever gateway it was given.
  if (mode === "live") app.all(`${SANDBOX_BASE}/*`, (c) => c.text("Not found", 404));
  if (gateway.pages && !(mode === "live" && gateway.pages.basePath === SANDBOX_BASE)) {
    app.use(`${gateway.pages.basePath}/*`, bodyLimit({ maxSize: 8 * 1024 }));
    app.route(
      gateway.pages.basePath,
      gateway.pages.routes(async (fields) => {
        const verdict = gateway.verifyCallback(fields);
        if (verdict) await orders.applyVerdict(verdict.reference, verdict.outcome);
      }, log),
    );
  }

  const staticDir = options.staticDir;
  if (staticDir && existsSync(path.join(staticDir, "index.html"))) {
    const root = path.resolve(staticDir);
    // The shell for every client-side route (clean paths), marked with the shop's mode (the footer's
    // demo line reads it: src/app/layout/shop-mode.ts). Read per request in development would be
    // nicer, but the built file only changes with a new release and a restart.
    // And the support contacts the Help screen shows (support/contacts.ts).
    const support = readSupportContacts();
    for (const problem of support.problems) log.error(problem);
    const marked = (html: string) => withSupportContacts(withShopMode(html, mode), support.contacts);
    const shell = marked(readFileSync(path.join(staticDir, "index.html"), "utf8"));
    // The renderer and the build's manifest sit in the static folder but are the server's own.
    const privatePath = new RegExp(`^/(${SSR_FOLDER}|\\.vite)/`);
    app.use("*", async (c, next) => (privatePath.test(c.req.path) ? c.text("Not found", 404) : next()));
    const packageExists = async (id: number) => (await catalogRepo.findPackage(id)) !== undefined;
    if (options.ssr) {
      const pages = createSsrPages({
        entry: options.ssr,
        staticDir,
        fetch: (request) => app.fetch(request),
        log,
        ttlMs: options.catalog?.answerTtlMs ?? CATALOG_ANSWER_TTL_MS,
        shell: marked,
        shopMode: mode,
      });
      // Only a path that names a screen (and a package that exists) is rendered; anything else
      // gets the shell with its 404 below, as before.
      app.get("*", async (c, next) => ((await namesScreen(c.req.path, packageExists)) ? ((await pages.answer(c)) ?? next()) : next()));
    }
    // The shell itself (what the service worker keeps for offline navigations) carries the mode too.
    app.get("/", (c) => shellAnswer(c, shell));
    app.get("/index.html", (c) => shellAnswer(c, shell));
    // serveStatic builds its Response before it calls onFound, so a header set there is lost:
    // the file it found is noted and its Cache-Control put on the answer afterwards.
    const found = new WeakMap<Context, string>();
    // `precompressed`: the build wrote .br and .gz beside each file (vite.config.ts); the one the
    // browser accepts is sent as it is, and its path (noted without the suffix) picks the caching.
    const serve = serveStatic({
      root,
      precompressed: true,
      onFound: (filePath, c) => void found.set(c, filePath.replace(/\.(br|gz|zst)$/, "")),
    });
    app.use("*", async (c, next) => {
      const res = await serve(c, next);
      const filePath = found.get(c);
      if (res instanceof Response && filePath) {
        res.headers.set("Cache-Control", cacheControlFor(`/${path.relative(root, filePath).split(path.sep).join("/")}`));
      }
      return res;
    });
    app.get("*", (c) => spaFallback(c, shell, packageExists));
  }
  app.notFound((c) => c.text("Not found", 404));
  return app;
}

function shellAnswer(c: Context, shell: string): Response {
  c.header("Cache-Control", "no-cache");
  return c.html(shell);
}

function cacheControlFor(urlPath: string): string {
  if (HASHED_ASSET.test(urlPath)) return "public, max-age=31536000, immutable";
  if (NO_CACHE_FILES.has(urlPath) || urlPath.startsWith("/workbox-")) return "no-cache";
  return "public, max-age=86400";
}

async function spaFallback(c: Context, shell: string, packageExists: (id: number) => Promise<boolean>): Promise<Response> {
  const p = c.req.path;
  if (p.startsWith(`${API_BASE}/`) || isFilePath(p)) return c.text("Not found", 404);
  c.header("Cache-Control", "no-cache");
  // A path naming nothing (no such screen, or no such package) gets the shell with a 404: the app
  // shows its translated not-found screen, and crawlers and links checkers learn the truth.
  return c.html(shell, (await namesScreen(p, packageExists)) ? 200 : 404);
}

/** Whether the path names a screen of the app, and for a package's page, a package that exists. */
async function namesScreen(p: string, packageExists: (id: number) => Promise<boolean>): Promise<boolean> {
  const match = matchScreen(p);
  return match.screen && (match.packageId === undefined || (Number.isSafeInteger(match.packageId) && (await packageExists(match.packageId))));
}
