// Every call of the API, in one table: the fuzz suite (tests/server/fuzz.test.ts), the authorisation
// matrix (tests/server/authorisation.test.ts) and the header checks iterate over it. A new call is
// one entry here; nothing else has to change for it to be fuzzed and, when it needs a customer,
// put through the matrix.
//
// `valid(ctx)` builds the fields of a request the server accepts (or refuses only for a reason of
// state, such as an unknown reset token), so the fuzz starts from a real request and breaks it.
import { randomBytes } from "node:crypto";
import { registrationFields, uniqueContact, TEST_PASSWORD } from "./accounts.ts";

/** The signed-in customer a request is made for (authenticated calls and ids of the user). */
export type CallContext = { userId: number; token: string; email: string };

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
  /** Tables a refused request may change on purpose (a failed sign-in is counted for rate limits). */
  refusalWrites?: readonly string[];
  /** Hashes a password on a valid request (a third of a second): the fuzz runs it fewer times. */
  costly?: boolean;
  /** A valid request ends the session (logout): the fuzz gives every run a fresh token. */
  endsSession?: boolean;
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
  { path: "/api/userregistration", methods: ["POST"], auth: false, valid: () => registrationFields(), costly: true },
  { path: "/api/getuserprofile", methods: ["POST"], auth: true, valid: (ctx) => ({ user_id: String(ctx.userId) }), userIdFields: ["user_id"] },
  {
    path: "/api/userlogout",
    methods: ["POST"],
    auth: true,
    valid: (ctx) => ({ user_id: String(ctx.userId) }),
    userIdFields: ["user_id"],
    endsSession: true,
  },
  { path: "/api/forgotpassword", methods: ["POST"], auth: false, valid: (ctx) => ({ email: ctx.email }) },
  {
    path: "/api/resetpassword",
    methods: ["POST"],
    auth: false,
    // A well-formed token nobody was given: the request goes all the way to the token lookup.
    valid: () => ({ token: randomBytes(32).toString("base64url"), password: "Cardamom-Lantern-77" }),
    costly: true,
  },
];

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
  "newsletter_subscribers",
  "appointment_requests",
] as const;
