// The real providers' settings (payments/provider-env.ts through server/env.ts, README "Payments"):
// the chosen provider's keys are required, in a demo as in live, each missing one named; the base
// URLs default to MyFatoorah's test base and Tap's API; and the factory makes the named provider.
import { describe, expect, it } from "vitest";
import { ConfigError, readEnv } from "../../../server/env.ts";
import { createGateway } from "../../../server/payments/create-gateway.ts";
import type { Db } from "../../../server/db/client.ts";

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readEnv(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe("provider settings", () => {
  it("refuse to start without the chosen provider's keys, naming each", () => {
    expect(problemsOf({ PAYMENT_PROVIDER: "myfatoorah" })).toEqual([
      expect.stringMatching(/^MYFATOORAH_API_KEY is required with PAYMENT_PROVIDER=myfatoorah/),
      expect.stringMatching(/^MYFATOORAH_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=myfatoorah/),
    ]);
    expect(problemsOf({ PAYMENT_PROVIDER: "tap" })).toEqual([expect.stringMatching(/^TAP_SECRET_KEY is required with PAYMENT_PROVIDER=tap/)]);
    expect(problemsOf({ PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: "sk_test_x", TAP_BASE_URL: "not a url" })).toEqual([expect.stringMatching(/^TAP_BASE_URL must be an http\(s\) URL/)]);
    // The sandbox needs none of them.
    expect(problemsOf({})).toEqual([]);
  });

  it("default to MyFatoorah's test base and Tap's API, and make the named provider", () => {
    const mf = readEnv({ PAYMENT_PROVIDER: "myfatoorah", MYFATOORAH_API_KEY: "k", MYFATOORAH_WEBHOOK_SECRET: "s" });
    expect(mf.providerKeys).toEqual({ myfatoorah: { apiKey: "k", webhookSecret: "s", baseUrl: "https://apitest.myfatoorah.com" } });
    const tap = readEnv({ PAYMENT_PROVIDER: "tap", TAP_SECRET_KEY: "sk_live_x", TAP_BASE_URL: "https://api.tap.company/" });
    expect(tap.providerKeys).toEqual({ tap: { secretKey: "sk_live_x", baseUrl: "https://api.tap.company" } });
    const db = {} as Db; // a provider keeps no books of its own in our database
    const settings = { mode: "live" as const, paymentSecret: "x".repeat(40), publicUrl: "https://shop.example.com" };
    expect(createGateway({ ...settings, paymentProvider: "myfatoorah", providerKeys: mf.providerKeys }, db).name).toBe("myfatoorah");
    expect(createGateway({ ...settings, paymentProvider: "tap", providerKeys: tap.providerKeys }, db).name).toBe("tap");
    expect(() => createGateway({ ...settings, paymentProvider: "tap" }, db)).toThrow(/TAP_SECRET_KEY/);
  });
});
