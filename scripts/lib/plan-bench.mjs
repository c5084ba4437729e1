// My plan's calls under load (docs/quality-targets.md "Speed", "The busiest half hour": latency read
// at an offered rate on PGlite: reads at 300 a second with a p99 under 20 ms, changes at 100 a second with a p99 under 150 ms). Registers one customer per connection, each buys a 26-day plan and
// pays it on the sandbox gateway's page. Then, for each call (/subscriptiondetails, freeze and resume,
// /daypicks, /savedaypicks), two measures:
//   - capacity: 50 connections, each owning one customer and sending its next request when the
//     answer arrives (scripts/lib/open-loop.mjs closedLoop; requests per second; its p99 is the wait
//     behind 49 other clients). Not autocannon: it resets a request's context after every request,
//     so an answer could not be told apart from another customer's;
//   - latency at 300 requests a second (scripts/lib/open-loop.mjs): requests due on a fixed schedule
//     over the same customers and 50 sockets, each latency counted from when it was due.
// Changes are real: freezing and resuming one upcoming day alternate (lock, rules, rows, the
// confirmation mail in the outbox), and saving picks alternates two sets of dishes on another day
// (lock, rules, rows, its idempotency key). Answers other than 200 are counted by code.
// Mails: each freeze or resume queues one, which the server's worker sends after the answer. Given
// the server's mail folder (`mailDir`: no SMTP_URL, so each sent mail is a file there), the bench
// waits after each measure until every mail queued so far is sent, so no call is measured while
// the previous one's mails still go out, and it reports the freezes' rate with their mails sent.
import { readFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { closedLoop, openLoop } from "./open-loop.mjs";

const CONNECTIONS = 50;
/**
 * The load of the busiest half hour (docs/quality-targets.md "Speed"), offered on a fixed schedule:
 * reads of My plan at 300 a second with a p99 under 20 ms; changes (freezes, resumes, saved picks)
 * at 100 a second with a p99 under 150 ms.
 */
const READS = { rate: 300, p99Ms: 20 };
const CHANGES = { rate: 100, p99Ms: 150 };

const form = (fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

async function call(baseURL, path, fields, token) {
  const res = await fetch(`${baseURL}/api${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form(fields),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`${path} answered ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return body.data;
}

function startDate() {
  const kuwait = new Date(Date.now() + 3 * 3600 * 1000);
  const d = new Date(Date.UTC(kuwait.getUTCFullYear(), kuwait.getUTCMonth(), kuwait.getUTCDate() + 4));
  if (d.getUTCDay() === 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A customer with a paid 26-day plan of package 24 (registered, an address, bought, paid on the
 * sandbox's page): its token, sign-in, plan and two upcoming days after the third (a day to freeze,
 * a later one to pick). `order` is planOrder's.
 */
export async function planHolder(baseURL, run, i, order) {
  const mobile = `6${String(Date.now() % 1000).padStart(3, "0")}${String(i).padStart(4, "0")}`;
  const email = `plan.${run}.${i}@example.com`;
  const password = "Saffron-Harbour-42";
  const user = await call(baseURL, "/userregistration", {
    first_name: "Plan",
    last_name: `Bench${i}`,
    email,
    mobile_no: mobile,
    password,
    referral_code: "",
  });
  const address = await call(
    baseURL,
    "/addaddress",
    {
      address_type: "house",
      area_id: order.areaId,
      block: "1",
      street: "Bench St",
      house_number: "1",
      mobile_number: mobile,
      idempotency_key: `plan-address-${run}-${i}`,
    },
    user.token,
  );
  const purchase = await call(
    baseURL,
    "/purchasepackage",
    { ...order.fields, delivery_address_id: address.address_id, unique_code: `plan-${run}-${i}` },
    user.token,
  );
  const reference = /\/pay\/sandbox\/\w+\/([A-Za-z0-9_-]+)/.exec(purchase.payment_url)[1];
  const decided = await fetch(`${baseURL}/pay/sandbox/${reference}/decide`, {
    method: "POST",
    body: new URLSearchParams({ action: "approve" }),
    redirect: "manual",
  });
  if (decided.status >= 400) throw new Error(`the sandbox refused the approval: ${decided.status}`);
  const plan = await call(baseURL, "/subscriptiondetails", { lang_id: 1 }, user.token);
  if (!plan) throw new Error("the plan was not paid");
  const day = plan.days.find((d) => d.status === "upcoming" && d.date > plan.days[2].date).date;
  const pickDay = plan.days.find((d) => d.status === "upcoming" && d.date > day).date;
  return {
    email,
    password,
    token: user.token,
    purchaseId: plan.purchase_id,
    day,
    pickDay,
    counts: { meals: plan.meals, snacks: plan.snacks, soups: plan.soups },
  };
}

/** Two different sets of dishes for `date` (one dish id per slot), from the package's menu. */
async function pickSets(baseURL, packageId, date, counts) {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const served = async (mealtype) =>
    (await call(baseURL, "/meallist", { lang_id: 1, package_id: packageId, mealtype_id: mealtype }))
      .filter((m) => m.meal_availabilty.some((d) => d.day === weekday))
      .map((m) => m.meal_id);
  const [mains, snacks, soups] = [await served(2), await served(3), await served(11)];
  const set = (offset) => ({
    meals: mains.slice(offset, offset + counts.meals).join(","),
    snacks: snacks.slice(offset, offset + counts.snacks).join(","),
    soups: soups.slice(offset, offset + counts.soups).join(","),
  });
  return [set(0), set(counts.meals + counts.snacks + counts.soups)];
}

/**
 * CPU time (user and system, all threads) the process `pid` has used so far, in ms, read from
 * /proc/<pid>/stat (Linux); undefined elsewhere or without a pid. Its ticks are 1/100 s.
 */
function cpuMs(pid) {
  if (!pid) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Resolves with the time it took until `mailDir` holds `expected` mails, or null after two minutes. */
async function mailsSent(mailDir, expected) {
  const started = performance.now();
  while (performance.now() - started < 120_000) {
    const sent = (await readdir(mailDir).catch(() => [])).filter((f) => f.endsWith(".eml")).length;
    if (sent >= expected) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  return null;
}

/** What every bench customer buys: package 24 for 26 days, from the catalog's first choices. */
export async function planOrder(baseURL) {
  const areas = await call(baseURL, "/arealist", { lang_id: 1 });
  const [details] = await call(baseURL, "/packagelistV3", { lang_id: 1, package_id: 24 });
  const sub = details.sub_package_list.find((p) => p.days === 26).sub_packages[0];
  const times = await call(baseURL, "/DeliveryTime", { language_id: 1 });
  const methods = await call(baseURL, "/DeliveryMethod", { language_id: 1 });
  const order = {
    areaId: areas[0].areas[0].main_area_id,
    fields: {
      delivery_time_id: times[0].timeid,
      delivery_method_id: methods[0].methodid,
      package_id: 24,
      package_for: 24,
      sub_package_id: sub.sub_package_id,
      package_amount: sub.price,
      total_amount: sub.price,
      promo_code_discount: 0,
      consultant_fees: 0,
      payment_type: "knet",
      start_date: startDate(),
      end_date: "",
      app_mode: "prod",
    },
  };
  return order;
}

export async function planBench(baseURL, { seconds = 5, mailDir, serverPid } = {}) {
  const order = await planOrder(baseURL);
  const run = Date.now().toString(36);
  // In batches of ten: fifty password hashes at once on a busy 2-core machine can outlast a socket.
  const holders = [];
  for (let i = 0; i < CONNECTIONS; i += 10) {
    holders.push(
      ...(await Promise.all(Array.from({ length: Math.min(10, CONNECTIONS - i) }, (_, j) => planHolder(baseURL, run, i + j, order)))),
    );
  }

  // My meals: every holder's plan is the same order (same counts), so one pair of dish sets per pick day.
  const sets = new Map();
  for (const h of holders) if (!sets.has(h.pickDay)) sets.set(h.pickDay, await pickSets(baseURL, 24, h.pickDay, h.counts));
  for (const h of holders) Object.assign(h, { frozen: false, n: 0, busy: false });

  // Each call: its path and body for a customer, and what a 200 changes for the next request. A
  // change call (freeze and resume, saving picks) alternates between two states, so every request
  // is a real change; a customer's next change waits for the answer to the previous one.
  const calls = [
    { key: "details", path: () => "/api/subscriptiondetails", body: () => "lang_id=1" },
    {
      key: "freezes",
      change: true,
      mails: true,
      path: (h) => (h.frozen ? "/api/unfreezedays" : "/api/freezedays"),
      body: (h) => form({ purchase_id: h.purchaseId, dates: h.day, idempotency_key: `b-${run}-${h.purchaseId}-${++h.n}` }),
      answered: (h) => (h.frozen = !h.frozen),
    },
    { key: "dayPicks", path: () => "/api/daypicks", body: (h) => form({ purchase_id: h.purchaseId, date: h.pickDay, lang_id: 1 }) },
    {
      key: "savePicks",
      change: true,
      path: () => "/api/savedaypicks",
      body: (h) =>
        form({
          purchase_id: h.purchaseId,
          date: h.pickDay,
          ...sets.get(h.pickDay)[++h.n % 2],
          idempotency_key: `p-${run}-${h.purchaseId}-${h.n}`,
        }),
    },
  ];
  const headers = (h) => ({ "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${h.token}` });

  const result = { connections: CONNECTIONS, reads: READS, changes: CHANGES };
  // Every holder's payment queued a receipt.
  let mails = holders.length;
  const drained = async () => (mailDir ? mailsSent(mailDir, mails) : undefined);
  await drained();
  for (const c of calls) {
    const refused = {};
    let changes = 0;
    const answer = (h, status, body) => {
      if (status === 200) {
        changes++;
        c.answered?.(h);
      } else {
        const code = `${status} ${JSON.parse(body).code}`;
        refused[code] = (refused[code] ?? 0) + 1;
      }
    };
    // Capacity: 50 connections, one customer each, each sending its next request on the answer.
    // Every answer has arrived when it returns, so the customers' states are the server's.
    const cpuBefore = cpuMs(serverPid);
    const saturated = await closedLoop({
      url: baseURL,
      seconds,
      clients: holders.map((h) => () => ({
        path: c.path(h),
        headers: headers(h),
        body: c.body(h),
        onResponse: (status, body) => answer(h, status, body),
      })),
    });
    // The server's CPU for each answer: at its offered rate, one thread has 1000 / rate ms for each.
    const cpuAfter = cpuMs(serverPid);
    if (cpuBefore !== undefined && cpuAfter !== undefined && saturated.answered > 0)
      saturated.serverCpuMsPerAnswer = Math.round(((cpuAfter - cpuBefore) / saturated.answered) * 100) / 100;
    // A freeze or resume is done when its mail is sent too: the rate over the run and the wait after it.
    let withMails;
    if (c.mails) {
      mails += changes;
      const waited = await drained();
      if (waited !== undefined)
        withMails = { perSecond: waited === null ? null : Math.round(changes / (seconds + waited / 1000)), drainMs: waited };
    }
    const closedChanges = changes;
    // Latency at the load docs/quality-targets.md names (READS or CHANGES), due on a fixed
    // schedule, spread over the same customers and 50 sockets.
    const load = c.change ? CHANGES : READS;
    let cursor = 0;
    const atRate = await openLoop({
      url: baseURL,
      rate: load.rate,
      seconds,
      connections: CONNECTIONS,
      next: () => {
        for (let tries = 0; tries < holders.length; tries++) {
          const h = holders[cursor++ % holders.length];
          if (c.change && h.busy) continue;
          h.busy = true;
          return {
            path: c.path(h),
            headers: headers(h),
            body: c.body(h),
            onResponse: (status, body) => {
              h.busy = false;
              answer(h, status, body);
            },
          };
        }
        return null;
      },
    });
    if (c.mails) {
      mails += changes - closedChanges;
      await drained();
    }
    atRate.rate = load.rate;
    atRate.targetP99Ms = load.p99Ms;
    // Kept up (answered about as many a second as offered, none skipped) and fast enough.
    atRate.meets = atRate.p99 <= load.p99Ms && atRate.skipped === 0 && atRate.answeredPerSecond >= load.rate * 0.95;
    result[c.key] = { ...saturated, changes, refused, atRate, ...(withMails ? { withMails } : {}) };
  }
  return result;
}
