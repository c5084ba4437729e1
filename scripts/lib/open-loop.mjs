// An open-model load: requests start on a fixed schedule (`rate` a second for `seconds`), whatever
// the answers do, over a pool of `connections` keep-alive sockets. Each latency counts from the
// moment its request was due, so a stall is charged to every request it delayed (autocannon's
// closed loop, where 50 connections wait for their answers, measures capacity instead: its p99 is
// the queue that 50 waiting clients make). `next(i)` gives the request to send, or null when none
// can go now (say, every customer still waits for their previous change): counted as `skipped`.
import http from "node:http";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * @param {{ url: string, rate: number, seconds: number, connections?: number,
 *   next: (i: number) => ({ path: string, headers: Record<string, string>, body: string, onResponse?: (status: number, body: string) => void } | null) }} options
 */
export async function openLoop({ url, rate, seconds, connections = 50, next }) {
  const base = new URL(url);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let skipped = 0;
  const inflight = new Set();
  const total = Math.round(rate * seconds);
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    const request = next(i);
    if (!request) {
      skipped++;
      continue;
    }
    const sent = send(agent, base, request).then(
      ({ status, body }) => {
        latencies.push(performance.now() - due);
        statuses[status] = (statuses[status] ?? 0) + 1;
        request.onResponse?.(status, body);
      },
      () => errors++,
    );
    inflight.add(sent);
    void sent.finally(() => inflight.delete(sent));
  }
  await Promise.all(inflight);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  const at = quantiles(latencies, 10);
  return {
    rate,
    sent: total - skipped,
    answered: latencies.length,
    answeredPerSecond: Math.round(latencies.length / elapsed),
    skipped,
    errors,
    statuses,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  };
}

/** `at(q)`: the q-quantile of `latencies` (sorted in place), rounded to 1/`per` ms; null when empty. */
function quantiles(latencies, per) {
  latencies.sort((a, b) => a - b);
  return (q) =>
    latencies.length ? Math.round(latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)] * per) / per : null;
}

function send(agent, base, { path, headers, body }) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path,
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A closed-model load: each client sends its next request when the previous one is answered, for
 * `seconds`, on its own keep-alive socket. Unlike autocannon's request context, which it resets
 * after every request, a client keeps its customer, so a change call's answer updates the customer
 * whose request it answers. Latency counts from the send; requests per second over the run.
 *
 * @param {{ url: string, seconds: number,
 *   clients: Array<() => { path: string, headers: Record<string, string>, body: string, onResponse?: (status: number, body: string) => void }> }} options
 */
export async function closedLoop({ url, seconds, clients }) {
  const base = new URL(url);
  const latencies = [];
  let errors = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    clients.map(async (next) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (performance.now() < end) {
        const request = next();
        const sent = performance.now();
        try {
          const { status, body } = await send(agent, base, request);
          latencies.push(performance.now() - sent);
          request.onResponse?.(status, body);
        } catch {
          errors++;
        }
      }
      agent.destroy();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const at = quantiles(latencies, 1);
  return { rps: Math.round(latencies.length / elapsed), answered: latencies.length, p50: at(0.5), p99: at(0.99), errors };
}
