// Component tests' stand-in for the network (not for our code): answers API calls by path the way
// the server does, and records what was sent. An answer of "offline" fails like a lost connection.
import { vi } from "vitest";

export type Call = { path: string; fields: Record<string, string>; authorization: string | null };
export type Answer = { status: number; body: unknown } | "offline";

export function fakeFetch(answers: Record<string, Answer | ((call: Call) => Answer)>) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, "http://localhost").pathname.replace(/^\/api/, "");
    const fields = Object.fromEntries(new URLSearchParams(String(init?.body ?? "")));
    const call = { path, fields, authorization: new Headers(init?.headers).get("authorization") };
    calls.push(call);
    const entry = answers[path];
    const answer = typeof entry === "function" ? entry(call) : entry;
    if (!answer || answer === "offline") throw new TypeError("Failed to fetch");
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "content-type": "application/json" } });
  });
  return calls;
}
