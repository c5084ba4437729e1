// A contract double of Tap's charges API (developers.tap.company), started in the test process:
// POST /v2/charges (INITIATED, transaction.url), GET /v2/charges/{id}, POST /v2/refunds, errors as
// { errors: [{ code, description }] }, 401 without the secret key; a hosted page with Approve/Decline
// that makes the charge CAPTURED or DECLINED, posts it to post.url with the `hashstring` header of
// Tap's webhook page, and sends the browser to redirect.url with tap_id.
import { tapHashstring, type TapCharge } from "../../server/payments/tap.ts";
import { formOf, hostedPage, jsonOf, postWebhook, startDouble, type DoubleAnswer, type DoubleRequest, type RunningDouble, type WebhookSender } from "./provider-double.ts";

export type TapDoubleCharge = TapCharge & {
  source: { id: string };
  redirect: { url: string };
  post: { url: string } | undefined;
  refunded: number;
};

export type TapDouble = RunningDouble & {
  secretKey: string;
  charges: Map<string, TapDoubleCharge>;
  refunds: { id: string; charge_id: string; amount: number; reference: unknown; status: string }[];
  send: WebhookSender;
  decide(chargeId: string, action: "approve" | "decline", options?: { webhook?: boolean }): Promise<{ location: string }>;
  /** The signed webhook of a charge as it stands; `tamper` changes the body after signing. */
  webhookOf(chargeId: string, tamper?: (body: Record<string, unknown>) => void): { rawBody: string; headers: Record<string, string> };
};

const error = (status: number, code: string, description: string): DoubleAnswer => ({ status, json: { errors: [{ code, description }] } });
const SOURCES = ["src_kw.knet", "src_card", "src_all"];
const KWD_NUMBER = /"amount":(\d+(?:\.\d{1,3})?)[,}]/;

export async function startTapDouble(options: { send?: WebhookSender } = {}): Promise<TapDouble> {
  const charges = new Map<string, TapDoubleCharge>();
  const refunds: TapDouble["refunds"] = [];
  let serial = 0;
  const id = (prefix: string) => `${prefix}_TS0${++serial}A5420232136o2K5270${String(serial).padStart(4, "0")}`;
  const double = {} as TapDouble;

  const wire = (c: TapDoubleCharge) => {
    const { refunded: _refunded, ...rest } = c;
    return { object: "charge", live_mode: false, api_version: "V2", ...rest, response: { code: c.status === "CAPTURED" ? "000" : c.status === "INITIATED" ? "100" : "507", message: c.status } };
  };

  async function decide(chargeId: string, action: "approve" | "decline", o: { webhook?: boolean } = {}) {
    const c = charges.get(chargeId);
    if (!c) throw new Error(`no charge ${chargeId}`);
    if (c.status === "INITIATED") {
      c.status = action === "approve" ? "CAPTURED" : "DECLINED";
      c.reference = { ...c.reference, gateway: `${100000 + serial}`, payment: `4327230736${100000 + serial}` };
      if ((o.webhook ?? true) && c.post) {
        const { rawBody, headers } = double.webhookOf(c.id);
        await double.send(c.post.url, rawBody, headers).catch(() => 0);
      }
    }
    const back = new URL(c.redirect.url);
    back.searchParams.set("tap_id", c.id);
    return { location: back.toString() };
  }

  async function handle(req: DoubleRequest): Promise<DoubleAnswer> {
    const page = /^\/gateway\/([\w-]+)$/.exec(req.path);
    if (page) {
      const c = charges.get(page[1]!);
      if (!c) return { status: 404, html: "<p>Charge not found</p>" };
      if (req.method === "GET") {
        const method = c.source.id === "src_kw.knet" ? "KNET" : "Card";
        return { status: 200, html: hostedPage({ provider: "Tap", method, amount: c.amount.toFixed(3), action: req.path, ...(c.status !== "INITIATED" ? { decided: c.status } : {}) }) };
      }
      const action = formOf(req).get("action");
      if (action !== "approve" && action !== "decline") return { status: 400, html: "<p>Choose Approve or Decline</p>" };
      return { status: 302, redirect: (await decide(c.id, action)).location };
    }
    if (req.headers.authorization !== `Bearer ${double.secretKey}`) return error(401, "2107", "Invalid API Key");
    const got = /^\/v2\/charges\/([\w-]+)$/.exec(req.path);
    if (req.method === "GET" && got) {
      const c = charges.get(got[1]!);
      return c ? { status: 200, json: wire(c) } : error(404, "1141", "Charge not found");
    }
    const body = jsonOf(req);
    if (req.method !== "POST" || !body) return error(404, "404", "Not found");
    if (req.path === "/v2/charges") {
      const amount = KWD_NUMBER.exec(req.raw);
      if (!amount || Number(amount[1]) <= 0) return error(400, "1117", "Amount is invalid");
      if (body.currency !== "KWD") return error(400, "1118", "Currency is invalid");
      const source = (body.source as { id?: unknown } | undefined)?.id;
      if (typeof source !== "string" || !SOURCES.includes(source)) return error(400, "1126", "Source id is invalid");
      const redirect = (body.redirect as { url?: unknown } | undefined)?.url;
      if (typeof redirect !== "string" || !/^https?:\/\//.test(redirect)) return error(400, "1121", "Redirect URL is required");
      const post = (body.post as { url?: unknown } | undefined)?.url;
      const ref = (body.reference ?? {}) as { transaction?: string; order?: string };
      const c: TapDoubleCharge = {
        id: id("chg"),
        status: "INITIATED",
        amount: Number(amount[1]),
        currency: "KWD",
        reference: { transaction: ref.transaction ?? null, order: ref.order ?? null, gateway: null, payment: null },
        transaction: { url: "", created: String(Date.now()) },
        source: { id: source },
        redirect: { url: redirect },
        post: typeof post === "string" ? { url: post } : undefined,
        refunded: 0,
      };
      c.transaction = { url: `${double.url}/gateway/${c.id}`, created: c.transaction?.created ?? null };
      charges.set(c.id, c);
      return { status: 200, json: wire(c) };
    }
    if (req.path === "/v2/refunds") {
      const c = charges.get(String(body.charge_id ?? ""));
      if (!c) return error(400, "1141", "Charge not found");
      if (c.status !== "CAPTURED") return error(400, "1170", "Charge is not captured");
      const amount = KWD_NUMBER.exec(req.raw);
      const fils = amount ? Math.round(Number(amount[1]) * 1000) : 0;
      if (fils <= 0 || fils + c.refunded > Math.round(c.amount * 1000)) return error(400, "1171", "Refund amount is more than the charge's refundable amount");
      c.refunded += fils;
      const refund = { id: id("re"), charge_id: c.id, amount: fils / 1000, reference: body.reference, status: "PENDING" };
      refunds.push(refund);
      return { status: 200, json: { object: "refund", currency: "KWD", reason: body.reason, ...refund } };
    }
    return error(404, "404", "Not found");
  }

  const running = await startDouble(handle);
  return Object.assign(double, running, {
    secretKey: "sk_test_double_key",
    charges,
    refunds,
    send: options.send ?? postWebhook,
    decide,
    webhookOf(chargeId: string, tamper?: (body: Record<string, unknown>) => void) {
      const c = charges.get(chargeId);
      if (!c) throw new Error(`no charge ${chargeId}`);
      const body = wire(c) as Record<string, unknown>;
      const hash = tapHashstring(double.secretKey, c);
      tamper?.(body);
      return { rawBody: JSON.stringify(body), headers: { hashstring: hash } };
    },
  });
}
