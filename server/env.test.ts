// The settings (server/env.ts): a demo with no settings at all, and a live shop that refuses to
// start, naming everything it lacks, until it has a real payment provider, an https PUBLIC_URL, an
// operator password, a payment secret and a mail relay (README "Demo and live").
import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "./env.ts";

const LIVE = {
  SHOP_MODE: "live",
  PAYMENT_PROVIDER: "myfatoorah",
  MYFATOORAH_API_KEY: "mf-live-token",
  MYFATOORAH_WEBHOOK_SECRET: "mf-webhook-secret",
  PUBLIC_URL: "https://shop.example.com",
  OPS_PASSWORD: "correct horse battery staple",
  PAYMENT_SECRET: "f".repeat(16) + "0123456789abcdef0123",
  SMTP_URL: "smtps://shop:secret@smtp.example.com:465",
  MAIL_FROM: "Fit Meals <orders@shop.example.com>",
  SUPPORT_PHONE: "+96522345678",
  SUPPORT_WHATSAPP: "96550123456",
  SUPPORT_EMAIL: "care@shop.example.com",
  LEGAL_UPDATED: "2026-11-01",
  VAPID_PUBLIC_KEY: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
  VAPID_PRIVATE_KEY: "IQr9HS_4V4QBHfVdwaFADhyxQ43hKdE3XMatBMUb2jc",
  VAPID_SUBJECT: "mailto:orders@shop.example.com",
};

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("readEnv", () => {
  it("with no settings is a demo on the sandbox, its links on localhost", () => {
    expect(readEnv({})).toMatchObject({ mode: "demo", paymentProvider: "sandbox", publicUrl: "http://localhost:8080", publicUrlSet: false, opsPassword: undefined });
    expect(readEnv({ NODE_ENV: "production" })).toMatchObject({ mode: "demo", production: true });
  });

  it("live with nothing else set names every missing item at once", () => {
    expect(() => readEnv({ SHOP_MODE: "live" })).toThrow(ConfigError);
    const problems = problemsOf({ SHOP_MODE: "live" }).join("\n");
    for (const said of [
      "PAYMENT_PROVIDER must name a real payment provider",
      "PUBLIC_URL is required",
      "OPS_PASSWORD is required",
      "PAYMENT_SECRET is required",
      "SMTP_URL is required",
      "MAIL_FROM is required",
      "SUPPORT_PHONE is required",
      "SUPPORT_WHATSAPP is required",
      "SUPPORT_EMAIL is required",
      "LEGAL_UPDATED is required",
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required",
      "VAPID_SUBJECT is required",
    ]) {
      expect(problems).toContain(said);
    }
    expect(problemsOf({ SHOP_MODE: "live" })).toHaveLength(12);
    expect(problemsOf({ ...LIVE, VAPID_PRIVATE_KEY: "" })).toEqual([expect.stringMatching(/^VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are required/)]);
    // A malformed contact is named too, not replaced by the demo's placeholder.
    expect(problemsOf({ ...LIVE, SUPPORT_PHONE: "call us" })).toEqual([expect.stringMatching(/^SUPPORT_PHONE must look like/)]);
    expect(problemsOf({ ...LIVE, LEGAL_UPDATED: "March 2023" })).toEqual([expect.stringMatching(/^LEGAL_UPDATED must look like/)]);
  });

  it("live with everything it needs reads as a production shop", () => {
    expect(readEnv(LIVE)).toMatchObject({ mode: "live", production: true, paymentProvider: "myfatoorah", publicUrl: "https://shop.example.com" });
    expect(readEnv({ ...LIVE, PUBLIC_URL: "https://shop.example.com/" }).publicUrl).toBe("https://shop.example.com");
  });

  it("live refuses the sandbox, an http or non-origin PUBLIC_URL, a weak or published operator password, a short secret", () => {
    expect(problemsOf({ ...LIVE, PAYMENT_PROVIDER: "sandbox" })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER must name a real payment provider .*demo only/)]);
    expect(problemsOf({ ...LIVE, PUBLIC_URL: "http://shop.example.com" })).toEqual([expect.stringMatching(/^PUBLIC_URL must start with https:\/\//)]);
    expect(problemsOf({ ...LIVE, PUBLIC_URL: "https://shop.example.com/shop?x=1" })).toEqual([expect.stringMatching(/^PUBLIC_URL must be an origin only/)]);
    expect(problemsOf({ ...LIVE, PUBLIC_URL: "shop.example.com" })).toEqual([expect.stringMatching(/^PUBLIC_URL must be an https origin/)]);
    expect(problemsOf({ ...LIVE, OPS_PASSWORD: "Kitchen-Ops-2026" })).toEqual([expect.stringMatching(/once published/)]);
    expect(problemsOf({ ...LIVE, OPS_PASSWORD: "short-pass" })).toEqual([expect.stringMatching(/at least 12 characters/)]);
    expect(problemsOf({ ...LIVE, OPS_PASSWORD: "abababababababab" })).toEqual([expect.stringMatching(/at least 5 different/)]);
    expect(problemsOf({ ...LIVE, PAYMENT_SECRET: "secret" })).toEqual([expect.stringMatching(/^PAYMENT_SECRET is required/)]);
    expect(problemsOf({ ...LIVE, SMTP_URL: "http://mail.example.com" })).toEqual([expect.stringMatching(/smtp:\/\/ or smtps:\/\//)]);
    expect(problemsOf({ ...LIVE, CLOCK_FILE: "/tmp/clock" })).toEqual([expect.stringMatching(/^CLOCK_FILE/)]);
    expect(problemsOf({ ...LIVE, SCRYPT_LOG2_N: "12" })).toEqual([expect.stringMatching(/must not be set in production/)]);
  });

  it("refuses a mode or provider it does not know, in any mode", () => {
    expect(problemsOf({ SHOP_MODE: "production" })).toEqual([expect.stringMatching(/^SHOP_MODE must be one of demo, live/)]);
    expect(problemsOf({ PAYMENT_PROVIDER: "knet" })).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER must be one of sandbox, myfatoorah, tap/)]);
  });
});
