// The settings of the real payment providers (README "Payments"), read with the rest of the
// environment in server/env.ts: only the chosen provider's are required, and a missing one stops the
// start with a message that says what to set and where to find it.
import { MYFATOORAH_TEST_BASE } from "./myfatoorah.ts";
import { TAP_BASE } from "./tap.ts";

export type ProviderKeys = {
  myfatoorah?: { apiKey: string; baseUrl: string; webhookSecret: string };
  tap?: { secretKey: string; baseUrl: string };
};

function baseUrl(name: string, value: string | undefined, fallback: string, problems: string[]): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    if (url.protocol === "https:" || url.protocol === "http:") return value.replace(/\/$/, "");
  } catch {
    // reported below
  }
  problems.push(`${name} must be an http(s) URL, got ${JSON.stringify(value)}`);
  return fallback;
}

/** The chosen provider's keys; each one missing adds a problem. */
export function readProviderKeys(env: NodeJS.ProcessEnv, provider: string, problems: string[]): ProviderKeys {
  if (provider === "myfatoorah") {
    const apiKey = env.MYFATOORAH_API_KEY ?? "";
    const webhookSecret = env.MYFATOORAH_WEBHOOK_SECRET ?? "";
    if (!apiKey) problems.push("MYFATOORAH_API_KEY is required with PAYMENT_PROVIDER=myfatoorah: the API token of your MyFatoorah portal (Integration Settings > API Key)");
    if (!webhookSecret) problems.push("MYFATOORAH_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=myfatoorah: the webhook secret key of your portal (Integration Settings > Webhook Settings, version 2)");
    return { myfatoorah: { apiKey, webhookSecret, baseUrl: baseUrl("MYFATOORAH_BASE_URL", env.MYFATOORAH_BASE_URL, MYFATOORAH_TEST_BASE, problems) } };
  }
  if (provider === "tap") {
    const secretKey = env.TAP_SECRET_KEY ?? "";
    if (!secretKey) problems.push("TAP_SECRET_KEY is required with PAYMENT_PROVIDER=tap: the secret key of your Tap dashboard (sk_test_… or sk_live_…)");
    return { tap: { secretKey, baseUrl: baseUrl("TAP_BASE_URL", env.TAP_BASE_URL, TAP_BASE, problems) } };
  }
  return {};
}
