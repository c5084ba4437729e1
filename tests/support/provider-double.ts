// What the two provider doubles (myfatoorah-double.ts, tap-double.ts) share: a node:http server on a
// free local port, JSON in and out, the hosted payment page with Approve and Decline buttons that
// the end-to-end tests click, and the delivery of webhooks to the shop.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type DoubleRequest = { method: string; path: string; query: URLSearchParams; headers: IncomingMessage["headers"]; raw: string };
export type DoubleAnswer = { status: number; json?: unknown; html?: string; redirect?: string };
export type Handler = (req: DoubleRequest) => Promise<DoubleAnswer> | DoubleAnswer;

/** Sends a webhook: by default a real POST to the URL; tests may route it into the app in process. */
export type WebhookSender = (url: string, rawBody: string, headers: Record<string, string>) => Promise<number>;

export const postWebhook: WebhookSender = async (url, rawBody, headers) => {
  const res = await fetch(url, { method: "POST", body: rawBody, headers: { "content-type": "application/json", ...headers } });
  return res.status;
};

export type RunningDouble = { url: string; requests: DoubleRequest[]; close(): Promise<void> };

export async function startDouble(handler: Handler): Promise<RunningDouble> {
  const requests: DoubleRequest[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://double");
      const request: DoubleRequest = { method: req.method ?? "GET", path: url.pathname, query: url.searchParams, headers: req.headers, raw: Buffer.concat(chunks).toString("utf8") };
      requests.push(request);
      Promise.resolve(handler(request))
        .catch((err: unknown): DoubleAnswer => ({ status: 500, json: { message: String(err) } }))
        .then((a) => {
          if (a.redirect) {
            res.writeHead(a.status, { location: a.redirect });
            res.end();
          } else if (a.html !== undefined) {
            res.writeHead(a.status, { "content-type": "text/html; charset=utf-8" });
            res.end(a.html);
          } else {
            res.writeHead(a.status, { "content-type": "application/json; charset=utf-8" });
            res.end(a.json === undefined ? "" : JSON.stringify(a.json));
          }
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The JSON body of a request, or undefined when it is not JSON. */
export function jsonOf(req: DoubleRequest): Record<string, unknown> | undefined {
  try {
    const v: unknown = JSON.parse(req.raw);
    return v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The fields of a urlencoded form (the hosted page's buttons). */
export function formOf(req: DoubleRequest): URLSearchParams {
  return new URLSearchParams(req.raw);
}

const escape = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The provider's hosted page: what is paid and two buttons; it posts `action=approve|decline` to `action`. */
export function hostedPage(o: { provider: string; method: string; amount: string; action: string; decided?: string }): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(o.provider)} payment (test double)</title></head>
<body><main><h1>${escape(o.provider)}: ${escape(o.method)}</h1><p>Amount: <strong>${escape(o.amount)} KWD</strong></p>
${o.decided ? `<p role="status">${escape(o.decided)}</p>` : ""}
<form method="post" action="${escape(o.action)}">
<button name="action" value="approve">Approve</button>
<button name="action" value="decline">Decline</button>
</form></main></body></html>`;
}
