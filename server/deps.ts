// What every route module is given: one object, built once by createApp (app.ts) from its options.
// A route module is `xRoutes(deps: AppDeps)`: it reads the services, repos and settings it needs
// from here and builds nothing that another route builds too. The options' types of the routes that
// take settings (accounts, catalog, media) are here as well, so that no route imports another.
import { randomBytes } from "node:crypto";
import path from "node:path";
import { DEFAULT_ACCOUNT_LIMITS, type AccountLimits } from "./auth/account-limits.ts";
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from "./auth/rate-limit.ts";
import type { Db } from "./db/client.ts";
import type { Env, ShopMode } from "./env.ts";
import { createHealthService, type HealthService } from "./health/service.ts";
import { createPortionsService, type PortionsService } from "./health/portions-service.ts";
import { createKitchenService, type KitchenService } from "./ops/kitchen-service.ts";
import { createOrdersService, type OrdersService } from "./orders/service.ts";
import { createRefunds, type Refunds } from "./orders/refunds.ts";
import { createGateway } from "./payments/create-gateway.ts";
import type { ShopGateway } from "./payments/pages.ts";
import { createDayPicks } from "./plan/day-picks.ts";
import { createPicksService, type PicksService } from "./plan/picks-service.ts";
import { createPreferencesService, type PreferencesService } from "./plan/preferences-service.ts";
import { createRatingsService, type RatingsService } from "./plan/ratings-service.ts";
import { createPlanService, type PlanService } from "./plan/service.ts";
import { createCatalogRepo, type CatalogRepo } from "./repos/catalog-repo.ts";
import { createEngagementRepo, type EngagementRepo } from "./repos/engagement-repo.ts";
import type { SsrEntry } from "./ssr.ts";
import { folderPhotoStore, type PhotoStore } from "./support/photo-store.ts";
import { createSupportService, type SupportService } from "./support/service.ts";
import { createNotifyService, type NotifyOptions, type NotifyService } from "./notify/service.ts";

export type AccountsConfig = {
  /** Origin of the reset link (PUBLIC_URL). */
  publicUrl: string;
  /** Outside production the reset link is also answered, for developers and end-to-end tests. */
  exposeResetLink: boolean;
  trustProxy: boolean;
  loginLimits: LoginLimits;
  /** Sign-up and reset-mail limits (auth/account-limits.ts). */
  accountLimits: AccountLimits;
  logger: Pick<Console, "info">;
  /** Called after a commit that recorded a mail (the reset link), so the mail worker looks at once. */
  mailQueued?: () => void;
};

/** How long a catalog answer is kept in memory unless the app is told otherwise (routes/catalog.ts). */
export const CATALOG_ANSWER_TTL_MS = 60_000;
export type CatalogOptions = {
  /** How long a built answer is served from memory (ms); 0 rebuilds every time. */
  answerTtlMs?: number;
};

export type MediaOptions = {
  /** Business photos: MEDIA_DIR/dishes/<id>.(jpg|jpeg|png|webp). */
  mediaDir?: string | undefined;
  /** Where composed pictures are kept between restarts (DATA_DIR/media); memory only without it. */
  cacheDir?: string | undefined;
};

export type AppOptions = {
  db: Db;
  /** Folder of the built PWA; when absent or missing, only the API and media are served. */
  staticDir?: string;
  /** Extra origins the map may load styles and tiles from (MAP_STYLE_URL). */
  connectOrigins?: string[];
  logger?: Pick<Console, "error" | "info">;
  /** Account settings (reset links, proxy trust, sign-in limits); defaults come from the environment. */
  accounts?: Partial<AccountsConfig>;
  /** Secret of the gateway's signed callbacks (PAYMENT_SECRET); a random one per process by default. */
  paymentSecret?: string;
  /** Demo or live (SHOP_MODE; README "Demo and live"); from the environment by default. */
  mode?: ShopMode;
  /** The payment gateway; by default the one PAYMENT_PROVIDER names (payments/create-gateway.ts). */
  gateway?: ShopGateway;
  /** The server's clock: start-date window, coupon expiry, a plan day's cutoff; tests move it. */
  clock?: () => Date;
  /** Catalog answers kept in memory (default a minute; tests that edit the catalog use 0). */
  catalog?: CatalogOptions;
  /** Business photos and the folder of composed pictures; defaults come from the environment. */
  media?: MediaOptions;
  /** Called after a commit that recorded a mail (index.ts wakes the mail worker with it). */
  mailQueued?: () => void;
  /** The server renderer of the landing screens (server/ssr.ts); without it the shell answers. */
  ssr?: SsrEntry;
  /** With a real provider: ask about pending payments every `pollMs` (orders/reconciliation-worker.ts). */
  reconciliation?: { pollMs: number };
  /** Where report photos are kept (server/README.md "Support"); DATA_DIR/support-photos by default. */
  supportPhotos?: PhotoStore;
  /** Web Push (README "Notifications"): the VAPID keys (VAPID_* by default) and, for tests, the push services taken. */
  notify?: NotifyOptions;
};

export type AppDeps = {
  db: Db;
  mode: ShopMode;
  log: Pick<Console, "error" | "info">;
  /** The account routes' settings: the caller's, the rest from the environment. */
  accounts: AccountsConfig;
  catalog: CatalogOptions;
  /** Absent: read from the environment when the media routes are built. */
  media: MediaOptions | undefined;
  catalogRepo: CatalogRepo;
  engagementRepo: EngagementRepo;
  gateway: ShopGateway;
  orders: OrdersService;
  refunds: Refunds;
  plans: PlanService;
  picks: PicksService;
  ratings: RatingsService;
  preferences: PreferencesService;
  kitchen: KitchenService;
  support: SupportService;
  notify: NotifyService;
  health: HealthService;
  portions: PortionsService;
};

/** The deps of createApp's routes; `fromEnv` reads the process's settings, once, when one is missing. */
export function createDeps(options: AppOptions, fromEnv: () => Env): AppDeps {
  const { db } = options;
  const log = options.logger ?? console;
  const mode = options.mode ?? fromEnv().mode;
  const mailQueued = options.mailQueued ? { mailQueued: options.mailQueued } : {};
  const clock = options.clock ? { clock: options.clock } : {};
  // Payments: the gateway PAYMENT_PROVIDER names (the demo's sandbox by default), or the caller's.
  const gateway =
    options.gateway ??
    createGateway(
      {
        mode,
        paymentProvider: fromEnv().paymentProvider,
        paymentSecret: options.paymentSecret ?? fromEnv().paymentSecret ?? randomBytes(32).toString("hex"),
        publicUrl: fromEnv().publicUrl,
        providerKeys: fromEnv().providerKeys,
      },
      db,
    );
  const dayPicks = createDayPicks({ db, ...clock });
  const picks = createPicksService(dayPicks);
  return {
    db,
    mode,
    log,
    accounts: {
      publicUrl: fromEnv().publicUrl,
      exposeResetLink: !fromEnv().production,
      trustProxy: fromEnv().trustProxy,
      loginLimits: DEFAULT_LOGIN_LIMITS,
      accountLimits: DEFAULT_ACCOUNT_LIMITS,
      logger: options.logger ?? console,
      ...mailQueued,
      ...options.accounts,
    },
    catalog: options.catalog ?? {},
    media: options.media,
    catalogRepo: createCatalogRepo(db),
    engagementRepo: createEngagementRepo(db),
    gateway,
    orders: createOrdersService({ db, gateway, ...clock, ...mailQueued, logger: log }),
    refunds: createRefunds({ db, gateway, logger: log, ...mailQueued }),
    plans: createPlanService({ db, ...clock, ...mailQueued }),
    picks,
    ratings: createRatingsService(dayPicks),
    preferences: createPreferencesService({ db }),
    kitchen: createKitchenService(dayPicks),
    health: createHealthService({ db, ...clock }),
    portions: createPortionsService(dayPicks),
    notify: createNotifyService(db, options.clock ?? (() => new Date()), { vapid: options.notify?.vapid ?? fromEnv().vapid, ...options.notify }),
    support: createSupportService({ db, days: picks, photos: options.supportPhotos ?? folderPhotoStore(() => path.join(fromEnv().dataDir, "support-photos")), ...clock, ...mailQueued }),
  };
}
