// A contract double of MyFatoorah v2 (docs.myfatoorah.com), started in the test process: the paths,
// fields and answers of InitiatePayment, ExecutePayment, GetPaymentStatus and MakeRefund (the
// { IsSuccess, Message, ValidationErrors, Data } envelope, 400 with ValidationErrors, 401 without the
// token), a hosted page with Approve/Decline that sends the browser to CallBackUrl or ErrorUrl with
// paymentId, and webhook v2 PAYMENT_STATUS_CHANGED events signed as its Webhook Signature page says.
import { signMyFatoorahEvent } from "../../server/payments/myfatoorah.ts";
import { formOf, hostedPage, jsonOf, postWebhook, startDouble, type DoubleAnswer, type DoubleRequest, type RunningDouble, type WebhookSender } from "./provider-double.ts";

export type MfInvoice = {
  id: number;
  value: number;
  methodId: number;
  customerReference: string;
  callBackUrl: string;
  errorUrl: string;
  status: "Pending" | "Paid" | "Canceled";
  transactions: { PaymentId: string; TransactionStatus: "Succss" | "Failed"; Currency: string }[];
};

export type MyFatoorahDouble = RunningDouble & {
  apiKey: string;
  webhookSecret: string;
  invoices: Map<number, MfInvoice>;
  refunds: { RefundId: number; Key: string; Amount: number; ExternalIdentifier: unknown }[];
  /** Where webhooks go (the URL registered in the portal); unset, none are sent. */
  webhookUrl: string | undefined;
  send: WebhookSender;
  /** The payer's decision without the browser: what the hosted page's buttons do. */
  decide(invoiceId: number, action: "approve" | "decline", options?: { webhook?: boolean }): Promise<{ location: string }>;
  /** The signed webhook of an invoice's current state; `tamper` changes the body after signing. */
  webhookOf(invoiceId: number, tamper?: (body: Record<string, unknown>) => void): { rawBody: string; headers: Record<string, string> };
};

const METHODS = [
  { PaymentMethodId: 1, PaymentMethodAr: "كي نت", PaymentMethodEn: "KNET", PaymentMethodCode: "kn", IsDirectPayment: false, CurrencyIso: "KWD" },
  { PaymentMethodId: 2, PaymentMethodAr: "فيزا / ماستر", PaymentMethodEn: "VISA/MASTER", PaymentMethodCode: "vm", IsDirectPayment: false, CurrencyIso: "KWD" },
  { PaymentMethodId: 11, PaymentMethodAr: "أبل الدفع", PaymentMethodEn: "Apple Pay", PaymentMethodCode: "ap", IsDirectPayment: false, CurrencyIso: "KWD" },
];

const ok = (Data: unknown): DoubleAnswer => ({ status: 200, json: { IsSuccess: true, Message: "", ValidationErrors: null, Data } });
const invalid = (Name: string, Error: string): DoubleAnswer => ({ status: 400, json: { IsSuccess: false, Message: "Invalid data", ValidationErrors: [{ Name, Error }], Data: null } });
/** A KWD amount as MyFatoorah takes it: a JSON number with at most three decimals. */
const KWD_NUMBER = (field: string) => new RegExp(`"${field}":(\\d+(?:\\.\\d{1,3})?)[,}]`);

export async function startMyFatoorahDouble(options: { send?: WebhookSender } = {}): Promise<MyFatoorahDouble> {
  const invoices = new Map<number, MfInvoice>();
  const refunds: MyFatoorahDouble["refunds"] = [];
  let nextInvoice = 6_389_000;
  let nextPayment = 100_202_106_359_084_000;
  const double = {} as MyFatoorahDouble;

  function eventOf(inv: MfInvoice): Record<string, unknown> {
    const t = inv.transactions.at(-1);
    return {
      Event: { Code: 1, Name: "PAYMENT_STATUS_CHANGED", CountryIsoCode: "KWT", CreationDate: new Date().toISOString(), Reference: `WH-${inv.id}-${inv.transactions.length}` },
      Data: {
        Invoice: { Id: String(inv.id), Status: inv.status.toUpperCase(), Reference: `2026${inv.id}`, ExternalIdentifier: null, UserDefinedField: null },
        Transaction: { Id: t?.PaymentId ?? null, Status: t?.TransactionStatus === "Succss" ? "SUCCESS" : "FAILED", PaymentMethod: "KNET", PaymentId: t?.PaymentId ?? null },
        Customer: { Reference: inv.customerReference },
        Amount: { BaseCurrency: "KWD", ValueInBaseCurrency: inv.value.toFixed(3) },
      },
    };
  }

  function statusOf(inv: MfInvoice) {
    return {
      InvoiceId: inv.id,
      InvoiceStatus: inv.status,
      InvoiceReference: `2026${inv.id}`,
      CustomerReference: inv.customerReference,
      InvoiceValue: inv.value,
      InvoiceDisplayValue: `${inv.value.toFixed(3)} KD`,
      InvoiceTransactions: inv.transactions.map((t) => ({ ...t, TransationValue: inv.value.toFixed(3), PaidCurrency: "KWD", PaymentGateway: "KNET" })),
    };
  }

  async function decide(invoiceId: number, action: "approve" | "decline", o: { webhook?: boolean } = {}) {
    const inv = invoices.get(invoiceId);
    if (!inv) throw new Error(`no invoice ${invoiceId}`);
    const paymentId = String(nextPayment++);
    if (inv.status === "Pending") {
      inv.transactions.push({ PaymentId: paymentId, TransactionStatus: action === "approve" ? "Succss" : "Failed", Currency: "KWD" });
      if (action === "approve") inv.status = "Paid";
      if ((o.webhook ?? true) && double.webhookUrl) {
        const { rawBody, headers } = double.webhookOf(inv.id);
        await double.send(double.webhookUrl, rawBody, headers).catch(() => 0);
      }
    }
    const back = new URL(action === "approve" ? inv.callBackUrl : inv.errorUrl);
    back.searchParams.set("paymentId", paymentId);
    back.searchParams.set("Id", paymentId);
    return { location: back.toString() };
  }

  async function handle(req: DoubleRequest): Promise<DoubleAnswer> {
    const page = /^\/pay\/(\d+)$/.exec(req.path);
    if (page) {
      const inv = invoices.get(Number(page[1]));
      if (!inv) return { status: 404, html: "<p>Invoice not found</p>" };
      if (req.method === "GET") {
        const method = METHODS.find((m) => m.PaymentMethodId === inv.methodId)?.PaymentMethodEn ?? "";
        return { status: 200, html: hostedPage({ provider: "MyFatoorah", method, amount: inv.value.toFixed(3), action: req.path, ...(inv.status !== "Pending" ? { decided: inv.status } : {}) }) };
      }
      const action = formOf(req).get("action");
      if (action !== "approve" && action !== "decline") return { status: 400, html: "<p>Choose Approve or Decline</p>" };
      return { status: 302, redirect: (await decide(inv.id, action)).location };
    }
    if (req.headers.authorization !== `Bearer ${double.apiKey}`) return { status: 401, json: { Message: "Authorization has been denied for this request." } };
    const body = jsonOf(req);
    if (req.method !== "POST" || !body) return { status: 404, json: { Message: "No HTTP resource was found that matches the request URI." } };
    switch (req.path) {
      case "/v2/InitiatePayment": {
        if (!KWD_NUMBER("InvoiceAmount").test(req.raw)) return invalid("InvoiceAmount", "The InvoiceAmount field is required and must be a number.");
        return ok({ PaymentMethods: METHODS.map((m) => ({ ...m, ServiceCharge: 0, TotalAmount: body.InvoiceAmount, ImageUrl: "" })) });
      }
      case "/v2/ExecutePayment": {
        const value = KWD_NUMBER("InvoiceValue").exec(req.raw);
        if (!value || Number(value[1]) <= 0) return invalid("InvoiceValue", "Invoice value must be greater than zero.");
        if (!METHODS.some((m) => m.PaymentMethodId === body.PaymentMethodId)) return invalid("PaymentMethodId", "Invalid payment method.");
        const callBackUrl = String(body.CallBackUrl ?? "");
        if (!/^https?:\/\//.test(callBackUrl)) return invalid("CallBackUrl", "The CallBackUrl must be a valid URL.");
        const inv: MfInvoice = {
          id: nextInvoice++,
          value: Number(value[1]),
          methodId: Number(body.PaymentMethodId),
          customerReference: String(body.CustomerReference ?? ""),
          callBackUrl,
          errorUrl: String(body.ErrorUrl ?? callBackUrl),
          status: "Pending",
          transactions: [],
        };
        invoices.set(inv.id, inv);
        return ok({ InvoiceId: inv.id, IsDirectPayment: false, PaymentURL: `${double.url}/pay/${inv.id}`, CustomerReference: inv.customerReference, UserDefinedField: body.UserDefinedField ?? "", RecurringId: "" });
      }
      case "/v2/GetPaymentStatus": {
        const key = String(body.Key ?? "");
        const found = [...invoices.values()].find((inv) =>
          body.KeyType === "InvoiceId" ? String(inv.id) === key : body.KeyType === "PaymentId" ? inv.transactions.some((t) => t.PaymentId === key) : body.KeyType === "CustomerReference" && inv.customerReference === key,
        );
        return found ? ok(statusOf(found)) : { status: 400, json: { IsSuccess: false, Message: "Invalid Key", ValidationErrors: [{ Name: "Key", Error: "Invalid key value" }], Data: null } };
      }
      case "/v2/MakeRefund": {
        const inv = invoices.get(Number(body.Key));
        const amount = KWD_NUMBER("Amount").exec(req.raw);
        if (body.KeyType !== "InvoiceId" && body.KeyType !== "PaymentId") return invalid("KeyType", "KeyType must be InvoiceId or PaymentId.");
        if (!inv || inv.status !== "Paid") return invalid("Key", "The invoice is not paid.");
        const done = refunds.filter((r) => r.Key === String(inv.id)).reduce((s, r) => s + Math.round(r.Amount * 1000), 0);
        if (!amount || Math.round(Number(amount[1]) * 1000) + done > Math.round(inv.value * 1000)) return invalid("Amount", "The refund amount is more than the paid amount.");
        const refund = { RefundId: refunds.length + 2840, Key: String(inv.id), Amount: Number(amount[1]), ExternalIdentifier: body.ExternalIdentifier };
        refunds.push(refund);
        return ok({ Key: refund.Key, RefundId: refund.RefundId, RefundReference: `2026${refund.RefundId}`, RefundInvoiceId: inv.id, Amount: refund.Amount, Comment: body.Comment ?? "" });
      }
      default:
        return { status: 404, json: { Message: "No HTTP resource was found that matches the request URI." } };
    }
  }

  const running = await startDouble(handle);
  return Object.assign(double, running, {
    apiKey: "mf-double-token",
    webhookSecret: "test-webhook-secret",
    invoices,
    refunds,
    webhookUrl: undefined,
    send: options.send ?? postWebhook,
    decide,
    webhookOf(invoiceId: number, tamper?: (body: Record<string, unknown>) => void) {
      const inv = invoices.get(invoiceId);
      if (!inv) throw new Error(`no invoice ${invoiceId}`);
      const event = eventOf(inv);
      const signature = signMyFatoorahEvent(double.webhookSecret, event.Data);
      tamper?.(event);
      return { rawBody: JSON.stringify(event), headers: { "MyFatoorah-Signature": signature } };
    },
  });
}
