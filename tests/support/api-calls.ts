// Every call of the API, in one table: the fuzz suite (tests/server/fuzz.test.ts), the authorisation
// matrix (tests/server/authorisation.test.ts) and the header checks iterate over it. A new call is
// one entry here; nothing else has to change for it to be fuzzed and, when it needs a customer,
// put through the matrix.
//
// `valid(ctx)` builds the fields of a request the server accepts (or refuses only for a reason of
// state, such as an unknown reset token), so the fuzz starts from a real request and breaks it.
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { addDays, isSelectableStart, kuwaitToday, startWindow } from "../../rules/order-dates.ts";
import { registrationFields, uniqueContact, TEST_PASSWORD, type TestCustomer } from "./accounts.ts";
import { addressFor, kd, signedCallback, subPackage, TEST_PAYMENT_SECRET, uniqueCode, type SubPackage } from "./orders.ts";
import { dishesOn, operatorToken } from "./meals.ts";
import type { TestApp } from "./test-app.ts";
import { planCalendar } from "../../rules/order-dates.ts";

/**
 * The signed-in customer a request is made for (authenticated calls and ids of the user), with a
 * saved address and an unpaid purchase of theirs, so address and order calls can name them.
 */
export type CallContext = {
  userId: number;
  token: string;
  email: string;
  addressId: number;
  /** A paid purchase of the customer's: their plan. */
  purchaseId: number;
  /** Upcoming delivery days of the plan; the fourth is frozen (so it can be resumed). */
  planDays: string[];
  /** A start date for another purchase: a renewal, well after the plan's end. */
  renewStart: string;
  /** A session of the seeded operator account (the kitchen's /ops calls). */
  operatorToken: string;
  /** Valid picks of the plan's sixth upcoming day (2 meals, 3 snacks): dish ids, comma-separated. */
  picks: { date: string; meals: string; snacks: string };
  /** An older paid plan of the customer's, already delivered, a delivered day and one of its dishes. */
  pastPurchaseId: number;
  deliveredDate: string;
  deliveredMealId: number;
  /** The older plan's last day, delivered within the last two days: a problem with it can be reported. */
  reportDate: string;
  /** A report of the customer's on that day (server/routes/support.ts), for the kitchen's answer and outcome. */
  supportReportId: number;
  /** A message in the customer's inbox (the payment's, server/routes/notify.ts). */
  messageId: number;
};

/** The order every purchase of the table makes: package 24, 26 days, 2 meals, 3 snacks (the builder's defaults). */
const ORDER = { packageId: 24, days: 26, meals: 2, snacks: 3, soups: 0 };
let orderSub: SubPackage | undefined;

/** The first start day a purchase made today may take (4 days ahead, never a Friday). */
export function firstStart(): string {
  const today = kuwaitToday();
  let day = startWindow(today).first;
  while (!isSelectableStart(day, today)) day = addDays(day, 1);
  return day;
}

function purchaseRequest(ctx: CallContext): Record<string, string> {
  if (!orderSub) throw new Error("call contextFor() before building purchase requests");
  return {
    user_id: String(ctx.userId),
    package_id: String(ORDER.packageId),
    package_for: String(ORDER.packageId),
    sub_package_id: String(orderSub.id),
    delivery_time_id: "1",
    delivery_method_id: "1",
    delivery_address_id: String(ctx.addressId),
    package_amount: kd(orderSub.price_fils),
    promo_code_discount: "0.000",
    consultant_fees: "0",
    total_amount: kd(orderSub.price_fils),
    payment_type: "knet",
    start_date: ctx.renewStart,
    end_date: "",
    unique_code: uniqueCode(),
    app_mode: "prod",
  };
}

/**
 * The context of a registered customer: saves an address, makes a purchase and pays it (the plan),
 * and freezes its fourth day. The app must sign payment callbacks with TEST_PAYMENT_SECRET
 * (createTestApp({ paymentSecret })).
 */
export async function contextFor(t: TestApp, c: TestCustomer): Promise<CallContext> {
  orderSub ??= await subPackage(t, ORDER);
  const addressId = await addressFor(t, c.userId);
  const auth = { headers: { authorization: `Bearer ${c.token}` } };
  const partial = {
    userId: c.userId,
    token: c.token,
    email: c.email,
    addressId,
    purchaseId: 0,
    planDays: [],
    renewStart: firstStart(),
    operatorToken: "",
    picks: { date: "", meals: "", snacks: "" },
    pastPurchaseId: 0,
    deliveredDate: "",
    deliveredMealId: 0,
    reportDate: "",
    supportReportId: 0,
    messageId: 0,
  };
  const res = await t.postForm("/api/purchasepackage", purchaseRequest(partial), auth);
  const body = (await res.json()) as { data: { purchase_id: number; payment_url: string } | null };
  if (!body.data) throw new Error(`the context's purchase was refused: ${JSON.stringify(body)}`);
  const reference = /\/pay\/sandbox\/\w+\/([A-Za-z0-9_-]+)/.exec(body.data.payment_url)?.[1] ?? "";
  await t.postForm("/api/paymentcallback", signedCallback(reference, "approved", TEST_PAYMENT_SECRET));
  const plan = (await (await t.postForm("/api/subscriptiondetails", { lang_id: "1" }, auth)).json()) as {
    data: { end_date: string; days: { date: string; status: string }[] } | null;
  };
  if (!plan.data) throw new Error("the context's purchase was not paid");
  const planDays = plan.data.days.filter((d) => d.status === "upcoming").map((d) => d.date);
  const fourth = planDays[3]!;
  await t.postForm("/api/freezedays", { purchase_id: String(body.data.purchase_id), dates: fourth, idempotency_key: randomUUID() }, auth);
  let renewStart = addDays(plan.data.end_date, 30);
  while (!isSelectableStart(renewStart, kuwaitToday())) renewStart = addDays(renewStart, 1);
  const pickDate = planDays[5]!;
  const picks = {
    date: pickDate,
    meals: (await dishesOn(t, ORDER.packageId, pickDate, [1, 2])).slice(0, ORDER.meals).join(","),
    snacks: (await dishesOn(t, ORDER.packageId, pickDate, [3])).slice(0, ORDER.snacks).join(","),
  };
  const past = await deliveredPlan(t, body.data.purchase_id, auth);
  const message = await t.db.selectFrom("notify_messages").select("id").where("user_id", "=", c.userId).orderBy("id").executeTakeFirstOrThrow();
  return { ...partial, purchaseId: body.data.purchase_id, planDays, renewStart, operatorToken: await operatorToken(t), picks, ...past, messageId: message.id };
}

/**
 * A copy of the paid purchase that started eight days ago (6 delivery days, all delivered, the last
 * one or two days ago): its first day's dishes can be rated, its last day reported (support).
 * Reading its last day fixes the kitchen's picks of every day.
 */
async function deliveredPlan(t: TestApp, purchaseId: number, auth: RequestInit) {
  const paid = await t.db.selectFrom("purchases").selectAll().where("id", "=", purchaseId).executeTakeFirstOrThrow();
  let start = addDays(kuwaitToday(), -8);
  if (new Date(`${start}T00:00:00Z`).getUTCDay() === 5) start = addDays(start, 1);
  const { dates, end } = planCalendar(start, 6, new Set());
  const { id: _id, created_at: _created, ...copy } = paid;
  const row = await t.db
    .insertInto("purchases")
    .values({ ...copy, unique_code: uniqueCode(), days: 6, start_date: start, end_date: end, paid_at: new Date() })
    .returning("id")
    .executeTakeFirstOrThrow();
  const read = async (date: string) => {
    const res = await t.postForm("/api/daypicks", { purchase_id: String(row.id), date }, auth);
    return ((await res.json()) as { data: { slots: { meal_id: number }[] } }).data;
  };
  const first = await read(dates[0]!);
  await read(end);
  const report = await t.db
    .insertInto("support_reports")
    .values({ user_id: paid.user_id, purchase_id: row.id, date: end, kind: "other", idempotency_key: randomUUID() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { pastPurchaseId: row.id, deliveredDate: dates[0]!, deliveredMealId: first.slots[0]!.meal_id, reportDate: end, supportReportId: report.id };
}

export type ApiCall = {
  /** Path under the site, with `:name` parameters filled from `params`. */
  path: string;
  /** Path parameters of a valid request (e.g. the language id of /termsandcondition/:lang). */
  params?: Record<string, string>;
  /** Methods the call answers; catalog calls also take GET with a query string. */
  methods: readonly ("GET" | "POST")[];
  /** Needs `Authorization: Bearer <token>`. */
  auth: boolean;
  valid(ctx: CallContext): Record<string, string>;
  /** Fields that name the customer: they must be the token's user or absent. */
  userIdFields?: readonly string[];
  /** Fields that name something of the customer's (an address, a purchase): another's is refused. */
  ownedIdFields?: Readonly<Record<string, (other: CallContext) => string>>;
  /** Tables a refused request may change on purpose (a failed sign-in is counted for rate limits). */
  refusalWrites?: readonly string[];
  /** Hashes a password on a valid request (a third of a second): the fuzz runs it fewer times. */
  costly?: boolean;
  /** A valid request ends the session (logout): the fuzz gives every run a fresh token. */
  endsSession?: boolean;
  /** Only the operator's token reaches it (the kitchen's /ops calls); a customer's gets 403. */
  operator?: boolean;
  /** A valid request answers CSV (text/csv), not JSON. */
  csv?: boolean;
};

const lang = () => "1";

export const API_CALLS: readonly ApiCall[] = [
  // Catalog (server/routes/catalog.ts)
  { path: "/api/packagetypelist", methods: ["GET", "POST"], auth: false, valid: () => ({ lang_id: lang() }) },
  { path: "/api/packagelist", methods: ["GET", "POST"], auth: false, valid: () => ({ lang_id: lang(), show_festival_package: "0" }) },
  { path: "/api/packagelistV3", methods: ["GET", "POST"], auth: false, valid: () => ({ lang_id: lang(), package_id: "24" }) },
  { path: "/api/meallist", methods: ["GET", "POST"], auth: false, valid: () => ({ lang_id: lang(), package_id: "26", mealtype_id: "2" }) },
  { path: "/api/DeliveryTime", methods: ["GET", "POST"], auth: false, valid: () => ({ language_id: lang() }) },
  { path: "/api/DeliveryMethod", methods: ["GET", "POST"], auth: false, valid: () => ({ language_id: lang() }) },
  { path: "/api/arealist", methods: ["GET", "POST"], auth: false, valid: () => ({ language_id: lang() }) },
  { path: "/api/termsandcondition/:lang", params: { lang: "2" }, methods: ["GET", "POST"], auth: false, valid: () => ({}) },
  { path: "/api/privacypolicy/:lang", params: { lang: "1" }, methods: ["GET", "POST"], auth: false, valid: () => ({}) },
  {
    path: "/api/generalnote",
    methods: ["GET", "POST"],
    auth: false,
    valid: () => ({ text_for: "general_note_in_profile_page", lang_id: lang() }),
  },
  // Engagement (server/routes/engagement.ts)
  { path: "/api/newslettersubscribe", methods: ["POST"], auth: false, valid: () => ({ email: uniqueContact().email, lang_id: lang() }) },
  {
    path: "/api/bookappointment",
    methods: ["POST"],
    auth: false,
    valid: () => ({ dietician_id: "2", name: "Sara Al-Ali", phone: uniqueContact().mobileNo, preferred_time: "evening", lang_id: lang() }),
  },
  // Accounts (server/routes/accounts.ts)
  {
    path: "/api/userlogin",
    methods: ["POST"],
    auth: false,
    valid: (ctx) => ({ email: ctx.email, password: TEST_PASSWORD, device_name: "web", device_token: "web", device_id: "web" }),
    refusalWrites: ["login_failures"],
    costly: true,
  },
  // Sign-up and reset requests are counted before their checks (server/auth/account-limits.ts).
  {
    path: "/api/userregistration",
    methods: ["POST"],
    auth: false,
    valid: () => registrationFields(),
    refusalWrites: ["account_limit_events"],
    costly: true,
  },
  { path: "/api/getuserprofile", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  {
    path: "/api/userlogout",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId) }),
    userIdFields: ["user_id"],
    endsSession: true,
  },
  // The hash of a token nobody holds: accepted, ends nothing.
  { path: "/api/revokesession", methods: ["POST"], auth: false, valid: () => ({ token_hash: randomBytes(32).toString("hex") }) },
  { path: "/api/forgotpassword", methods: ["POST"], auth: false, valid: (ctx) => ({ email: ctx.email }), refusalWrites: ["account_limit_events"] },
  // Addresses (server/routes/addresses.ts)
  {
    path: "/api/addaddress",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      address_type: "building",
      area_id: "1",
      block: "4",
      street: "Salem Al-Mubarak St",
      avenue: "2",
      house_number: "",
      appartment_number: "12",
      floor_no: "3",
      flat_no: "7",
      directions: "Blue door beside the pharmacy",
      mobile_number: "55123456",
      lat: "29.3375",
      lang: "48.0758",
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
  },
  { path: "/api/reverselookup", methods: ["GET", "POST"], auth: false, valid: () => ({ lat: "29.3375", lang: "48.0758", lang_id: lang() }) },
  // Orders and payment (server/routes/orders.ts)
  {
    path: "/api/verifyCoupon",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), coupon_code: "WELCOME10" }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/purchasepackage",
    methods: ["POST"],
    auth: true,
    valid: purchaseRequest,
    userIdFields: ["user_id"],
    ownedIdFields: { delivery_address_id: (other) => String(other.addressId), wallet_id: (other) => String(other.userId) },
  },
  {
    path: "/api/purchasestatus",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), purchase_id: String(ctx.purchaseId) }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  // My plan (server/routes/plans.ts)
  {
    path: "/api/subscriptiondetails",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), lang_id: lang() }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/freezedays",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), purchase_id: String(ctx.purchaseId), dates: ctx.planDays[2]!, idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  {
    path: "/api/unfreezedays",
    methods: ["POST"],
    auth: true,
    // The day contextFor froze: resumed by the first valid request, refused as not_frozen after it.
    valid: (ctx) => ({ user_id: String(ctx.userId), purchase_id: String(ctx.purchaseId), dates: ctx.planDays[3]!, idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  {
    path: "/api/setdayaddress",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      purchase_id: String(ctx.purchaseId),
      date: ctx.planDays[4]!,
      address_id: String(ctx.addressId),
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId), address_id: (other) => String(other.addressId) },
  },
  { path: "/api/purchasehistory", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId), lang_id: lang() }), userIdFields: ["user_id"] },
  { path: "/api/walletledger", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  // My meals (server/routes/meals.ts)
  {
    path: "/api/daypicks",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), purchase_id: String(ctx.purchaseId), date: ctx.planDays[5]!, lang_id: lang() }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  {
    path: "/api/savedaypicks",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      purchase_id: String(ctx.purchaseId),
      date: ctx.picks.date,
      meals: ctx.picks.meals,
      snacks: ctx.picks.snacks,
      soups: "",
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  { path: "/api/preferences", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  {
    path: "/api/savepreferences",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), proteins: "lamb,shrimp", allergens: "nuts,sesame", idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/ratemeal",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      purchase_id: String(ctx.pastPurchaseId),
      date: ctx.deliveredDate,
      meal_id: String(ctx.deliveredMealId),
      stars: "4",
      comment: "Fresh and well seasoned",
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.pastPurchaseId) },
  },
  // Health profile and portions (server/routes/health.ts).
  { path: "/api/healthprofile", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  { path: "/api/weights", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  {
    path: "/api/savehealthprofile",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      gender: "female",
      birthday: "1992-03-04",
      height_cm: "165.5",
      activity_level: "low",
      goal: "looseWeight",
      target_weight_kg: "62",
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/saveweight",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), date: ctx.deliveredDate, weight_kg: "70.5", idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/deleteweight",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), date: ctx.deliveredDate, idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
  },
  {
    path: "/api/planportions",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId), purchase_id: String(ctx.purchaseId) }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  {
    path: "/api/saveportions",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({
      user_id: String(ctx.userId),
      purchase_id: String(ctx.purchaseId),
      date: ctx.picks.date,
      protein_grams: "50",
      carb_grams: "150",
      idempotency_key: randomUUID(),
    }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.purchaseId) },
  },
  // The kitchen (server/routes/ops.ts): the operator's token.
  ...(["production", "manifest", "production.csv", "manifest.csv"] as const).map(
    (name): ApiCall => ({
      path: `/api/ops/${name}`,
      methods: ["GET", "POST"],
      auth: true,
      operator: true,
      csv: name.endsWith(".csv"),
      valid: (ctx) => ({ date: ctx.planDays[0]!, lang_id: lang() }),
      // Reading a day past its cutoff fixes the kitchen's picks of the plans delivering on it.
      refusalWrites: ["day_picks"],
    }),
  ),
  // The operator's refund (server/routes/ops-refunds.ts): a fils to the wallet each time, under a new key.
  {
    path: "/api/ops/refund",
    methods: ["POST"],
    auth: true,
    operator: true,
    valid: (ctx) => ({ purchase_id: String(ctx.purchaseId), amount: "0.001", destination: "wallet", reason: "Missed delivery", refund_key: randomUUID() }),
  },
  // Support (server/routes/support.ts): a report on a delivered day (its photos are multipart files,
  // none here), the customer's reports, and the operator's queue, CSV, answer and outcome.
  {
    path: "/api/support/reports",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ purchase_id: String(ctx.pastPurchaseId), date: ctx.reportDate, kind: "missing_dish", comment: "No soup", idempotency_key: randomUUID() }),
    userIdFields: ["user_id"],
    ownedIdFields: { purchase_id: (other) => String(other.pastPurchaseId) },
  },
  { path: "/api/support/myreports", methods: ["GET", "POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  { path: "/api/ops/support/reports", methods: ["GET", "POST"], auth: true, operator: true, valid: () => ({ state: "sent" }) },
  { path: "/api/ops/support/reports.csv", methods: ["GET", "POST"], auth: true, operator: true, csv: true, valid: (ctx) => ({ from: ctx.reportDate, to: ctx.reportDate }) },
  {
    path: "/api/ops/support/answer",
    methods: ["POST"],
    auth: true,
    operator: true,
    valid: (ctx) => ({ report_id: String(ctx.supportReportId), message: "We are looking into it", answer_key: randomUUID() }),
  },
  {
    path: "/api/ops/support/resolve",
    methods: ["POST"],
    auth: true,
    operator: true,
    valid: (ctx) => ({ report_id: String(ctx.supportReportId), outcome: "credit", amount: "0.001", reason: "Sorry", outcome_key: randomUUID() }),
  },
  // Notifications (server/routes/notify.ts): the VAPID key, the inbox, the preferences, this device's subscription.
  { path: "/api/push/key", methods: ["GET", "POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  { path: "/api/inbox", methods: ["GET", "POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  {
    path: "/api/inbox/read",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ message_id: String(ctx.messageId) }),
    ownedIdFields: { message_id: (other) => String(other.messageId) },
  },
  { path: "/api/notify/preferences", methods: ["GET", "POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  { path: "/api/notify/preferences/save", methods: ["POST"], auth: true, valid: () => ({ picks_reminder: "push", plan_ending: "mail", quiet_start: "22:00", quiet_end: "08:00" }) },
  { path: "/api/push/subscribe", methods: ["POST"], auth: true, valid: () => pushSubscription() },
  { path: "/api/push/unsubscribe", methods: ["POST"], auth: true, valid: () => ({ endpoint: "https://fcm.googleapis.com/fcm/send/gone" }) },
  // A provider's webhook: public but signed; these apps run the sandbox, which takes none (404).
  { path: "/api/payments/myfatoorah/webhook", methods: ["POST"], auth: false, valid: () => ({ Event: "PAYMENT_STATUS_CHANGED" }) },
  // The gateway's signed verdict for a payment nobody started: accepted, and changes nothing.
  { path: "/api/paymentcallback", methods: ["POST"], auth: false, valid: () => signedCallback(`unknown-${randomUUID()}`, "approved", TEST_PAYMENT_SECRET) },
  {
    path: "/api/resetpassword",
    methods: ["POST"],
    auth: false,
    // A well-formed token nobody was given: the request goes all the way to the token lookup.
    valid: () => ({ token: randomBytes(32).toString("base64url"), password: "Cardamom-Lantern-77" }),
    costly: true,
  },
];

/** A browser's push subscription, as PushSubscription.toJSON() gives it (a P-256 key and an auth secret). */
function pushSubscription(): Record<string, string> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** The URL path of a call with its parameters (valid ones unless given). */
export function callPath(call: ApiCall, params: Record<string, string> = call.params ?? {}): string {
  return call.path.replace(/:([a-z_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ""));
}

/** The tables whose rows requests may write (the catalog is read-only through the API). */
export const WRITABLE_TABLES = [
  "users",
  "sessions",
  "password_resets",
  "login_failures",
  "account_limit_events",
  "newsletter_subscribers",
  "appointment_requests",
  "addresses",
  "purchases",
  "payment_attempts",
  "purchase_refunds",
  "wallet_transactions",
  "coupon_uses",
  "sandbox_payments",
  "plan_frozen_days",
  "plan_day_addresses",
  "plan_changes",
  "mail_outbox",
  "customer_preferences",
  "day_picks",
  "meal_ratings",
  "meal_changes",
  "support_reports",
  "support_messages",
  "support_photos",
  "health_profiles",
  "health_weights",
  "plan_portions",
  "plan_day_portions",
  "push_subscriptions",
  "notify_preferences",
  "notify_messages",
  // A demo's VAPID key pair, made by the first call that needs it (server/notify/vapid.ts).
  "meta",
] as const;
