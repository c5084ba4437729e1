// A push service in the test process (README "Notifications"): an HTTPS server (web-push speaks
// only HTTPS) on 127.0.0.1 with a self-signed certificate for localhost, trusted by the agent it
// hands out. It keeps each request, checks its VAPID JWT (RFC 8292: ES256 signed with the key the
// header names, which must be the server's public key; aud the service's origin; exp within 24 h;
// sub the contact) and decrypts its aes128gcm payload (RFC 8291) with the subscription's keys,
// made here as a browser makes them (an ECDH P-256 pair and a 16-byte auth secret): the protocol,
// end to end. An endpoint under /gone/ answers 410 (the subscription expired).
import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from "node:crypto";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { decrypt } from "http_ece";

const CERT = `-----BEGIN CERTIFICATE-----
MIIBmjCCAUGgAwIBAgIUZa2tuGRzhrwaK4WRIUNUPhf5FJEwCgYIKoZIzj0EAwIw
FDESMBAGA1UEAwwJbG9jYWxob3N0MCAXDTI2MTEyNzE5MzgwNloYDzIxMjYxMTAz
MTkzODA2WjAUMRIwEAYDVQQDDAlsb2NhbGhvc3QwWTATBgcqhkjOPQIBBggqhkjO
PQMBBwNCAATl8krcLHlP/yMPxFwdiojaZ89ceSafixw7Xy/L9cOYUnmUvdhmcAMB
Wuu8hEvN1UaywZcGhnQt1l1v9wdf5gGoo28wbTAdBgNVHQ4EFgQU16FQdByzNC12
o6/H6NOw+25HWMYwHwYDVR0jBBgwFoAU16FQdByzNC12o6/H6NOw+25HWMYwDwYD
VR0TAQH/BAUwAwEB/zAaBgNVHREEEzARgglsb2NhbGhvc3SHBH8AAAEwCgYIKoZI
zj0EAwIDRwAwRAIgdRWoUZ15zcJg87MgP7tM3CnXroR7vOuz1f191/KSwvwCIFCE
k17gK1uaFbG2qeTnjiengH4mdq7AbhUKYNSJX5Ho
-----END CERTIFICATE-----
`;
const KEY = `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQguqPH/clO+gfRgXyX
3a/Cg+BG4EjxhsCvfWV4I+0mfnWhRANCAATl8krcLHlP/yMPxFwdiojaZ89ceSaf
ixw7Xy/L9cOYUnmUvdhmcAMBWuu8hEvN1UaywZcGhnQt1l1v9wdf5gGo
-----END PRIVATE KEY-----
`;

export type TestSubscription = { endpoint: string; p256dh: string; auth: string; ecdh: ECDH; authSecret: Buffer };
export type Received = { path: string; headers: Record<string, string | string[] | undefined>; body: Buffer; status: number };
export type VapidClaims = { aud: string; exp: number; sub: string };

export type PushService = {
  origin: string;
  /** Trusts the service's certificate (createPushSender({ agent })). */
  agent: Agent;
  received: Received[];
  subscription(name: string, options?: { gone?: boolean }): TestSubscription;
  close(): Promise<void>;
};

export async function startPushService(): Promise<PushService> {
  const received: Received[] = [];
  const server = createServer({ cert: CERT, key: KEY }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const status = req.url?.startsWith("/gone/") ? 410 : 201;
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks), status });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `https://localhost:${port}`;
  const agent = new Agent({ ca: CERT, lookup: (_host, _opts, cb) => cb(null, [{ address: "127.0.0.1", family: 4 }]) });
  return {
    origin,
    agent,
    received,
    subscription(name, options = {}) {
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${origin}/${options.gone ? "gone" : "push"}/${name}`;
      return { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url"), ecdh, authSecret };
    },
    close: () => new Promise<void>((resolve) => {
      agent.destroy();
      server.close(() => resolve());
      server.closeAllConnections();
    }),
  };
}

/**
 * The claims of a request's VAPID Authorization header ("vapid t=<JWT>, k=<public key>") once its
 * ES256 signature is checked against `publicKey` (base64url, 65 bytes); throws when it is not.
 */
export function verifyVapid(authorization: string | undefined, publicKey: string): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  if (k !== publicKey) throw new Error("the header names another public key");
  const [header, claims, signature] = jwt.split(".") as [string, string, string];
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const raw = Buffer.from(k, "base64url");
  const key = createPublicKey({ key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") }, format: "jwk" });
  const ok = verify("sha256", Buffer.from(`${header}.${claims}`), { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("the JWT's signature does not verify");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as VapidClaims;
}

/** The payload, decrypted with the subscription's private key and auth secret. */
export function decryptPayload(r: Received, s: TestSubscription): string {
  if (r.headers["content-encoding"] !== "aes128gcm") throw new Error(`Content-Encoding ${String(r.headers["content-encoding"])}`);
  return decrypt(r.body, { version: "aes128gcm", privateKey: s.ecdh, authSecret: s.authSecret }).toString("utf8");
}
