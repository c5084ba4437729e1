// Component tests' stand-in for the network (not for our code): answers the account calls the way
// server/routes/accounts.ts does, and records what was sent.
import { vi } from "vitest";

export type Call = { path: string; fields: Record<string, string>; authorization: string | null };
type Answer = { status: number; body: unknown } | "offline";

export function fakeApi(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname.replace(/^\/api/, "");
    const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? "")));
    const authorization = new Headers(init?.headers).get("authorization");
    const call = { path, fields, authorization };
    calls.push(call);
    const entry = answers[path];
    const answer = typeof entry === "function" ? entry(call) : entry;
    if (!answer || answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

export const USER_WIRE = {
  user_id: 7,
  first_name: "Noura",
  last_name: "Al-Sabah",
  email: "noura@example.com",
  mobile_no: "55123456",
  token: "t".repeat(43),
};
