// My plan's calls under load (QUALITY.md: p99 under 20 ms at 50 connections, a freeze at least 300
// per second on PGlite). Registers one customer per connection, each buys a 26-day plan and pays it
// on the sandbox gateway's page; then /subscriptiondetails at 50 connections, then freezes: every
// connection owns one customer and alternates freezing and resuming one upcoming day of its plan
// (each request a real change: lock, rules, rows, the confirmation mail in the outbox). Answers
// other than 200 are counted by code. Then My meals: /daypicks (a day's picks, the kitchen's until the
// customer picks, with the day's totals) and /savedaypicks (every request a real change: lock, rules,
// rows, its idempotency key), each connection alternating two sets of dishes on another upcoming day.
const CONNECTIONS = 50;

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

async function planHolder(baseURL, run, i, order) {
  const mobile = `6${String(Date.now() % 1000).padStart(3, "0")}${String(i).padStart(4, "0")}`;
  const user = await call(baseURL, "/userregistration", {
    first_name: "Plan",
    last_name: `Bench${i}`,
    email: `plan.${run}.${i}@example.com`,
    mobile_no: mobile,
    password: "Saffron-Harbour-42",
    referral_code: "",
  });
  const address = await call(
    baseURL,
    "/addaddress",
    { address_type: "house", area_id: order.areaId, block: "1", street: "Bench St", house_number: "1", mobile_number: mobile, idempotency_key: `plan-address-${run}-${i}` },
    user.token,
  );
  const purchase = await call(baseURL, "/purchasepackage", { ...order.fields, delivery_address_id: address.address_id, unique_code: `plan-${run}-${i}` }, user.token);
  const reference = /\/pay\/sandbox\/\w+\/([A-Za-z0-9_-]+)/.exec(purchase.payment_url)[1];
  const decided = await fetch(`${baseURL}/pay/sandbox/${reference}/decide`, { method: "POST", body: new URLSearchParams({ action: "approve" }), redirect: "manual" });
  if (decided.status >= 400) throw new Error(`the sandbox refused the approval: ${decided.status}`);
  const plan = await call(baseURL, "/subscriptiondetails", { lang_id: 1 }, user.token);
  if (!plan) throw new Error("the plan was not paid");
  const day = plan.days.find((d) => d.status === "upcoming" && d.date > plan.days[2].date).date;
  const pickDay = plan.days.find((d) => d.status === "upcoming" && d.date > day).date;
  return { token: user.token, purchaseId: plan.purchase_id, day, pickDay, counts: { meals: plan.meals, snacks: plan.snacks, soups: plan.soups } };
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

export async function planBench(baseURL, { cannon }) {
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
  const run = Date.now().toString(36);
  // In batches of ten: fifty password hashes at once on a busy 2-core machine can outlast a socket.
  const holders = [];
  for (let i = 0; i < CONNECTIONS; i += 10) {
    holders.push(...(await Promise.all(Array.from({ length: Math.min(10, CONNECTIONS - i) }, (_, j) => planHolder(baseURL, run, i + j, order)))));
  }

  let next = 0;
  const details200 = { refused: {} };
  const detailsRun = await cannon({
    url: baseURL,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req) => {
          const h = holders[next++ % CONNECTIONS];
          return { ...req, method: "POST", path: "/api/subscriptiondetails", headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${h.token}` }, body: "lang_id=1" };
        },
        onResponse: (status) => {
          if (status !== 200) details200.refused[status] = (details200.refused[status] ?? 0) + 1;
        },
      },
    ],
  });

  let conn = 0;
  let changes = 0;
  const refused = {};
  const freezeRun = await cannon({
    url: baseURL,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req, context) => {
          if (context.holder === undefined) {
            context.holder = holders[conn++ % CONNECTIONS];
            context.frozen = false;
          }
          const h = context.holder;
          const path = context.frozen ? "/api/unfreezedays" : "/api/freezedays";
          context.n = (context.n ?? 0) + 1;
          return {
            ...req,
            method: "POST",
            path,
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${h.token}` },
            body: form({ purchase_id: h.purchaseId, dates: h.day, idempotency_key: `b-${run}-${h.purchaseId}-${context.n}` }),
          };
        },
        onResponse: (status, body, context) => {
          if (status === 200) {
            changes++;
            context.frozen = !context.frozen;
          } else {
            const code = `${status} ${JSON.parse(body).code}`;
            refused[code] = (refused[code] ?? 0) + 1;
          }
        },
      },
    ],
  });

  // My meals: every holder's plan is the same order (same counts), so one pair of dish sets per pick day.
  const sets = new Map();
  for (const h of holders) if (!sets.has(h.pickDay)) sets.set(h.pickDay, await pickSets(baseURL, 24, h.pickDay, h.counts));
  let readConn = 0;
  const readRefused = {};
  const readRun = await cannon({
    url: baseURL,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req, context) => {
          context.holder ??= holders[readConn++ % CONNECTIONS];
          const h = context.holder;
          return {
            ...req,
            method: "POST",
            path: "/api/daypicks",
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${h.token}` },
            body: form({ purchase_id: h.purchaseId, date: h.pickDay, lang_id: 1 }),
          };
        },
        onResponse: (status, body) => {
          if (status !== 200) {
            const code = `${status} ${JSON.parse(body).code}`;
            readRefused[code] = (readRefused[code] ?? 0) + 1;
          }
        },
      },
    ],
  });
  let saveConn = 0;
  let saves = 0;
  const saveRefused = {};
  const saveRun = await cannon({
    url: baseURL,
    connections: CONNECTIONS,
    requests: [
      {
        setupRequest: (req, context) => {
          context.holder ??= holders[saveConn++ % CONNECTIONS];
          const h = context.holder;
          context.n = (context.n ?? 0) + 1;
          const picks = sets.get(h.pickDay)[context.n % 2];
          return {
            ...req,
            method: "POST",
            path: "/api/savedaypicks",
            headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${h.token}` },
            body: form({ purchase_id: h.purchaseId, date: h.pickDay, ...picks, idempotency_key: `p-${run}-${h.purchaseId}-${context.n}` }),
          };
        },
        onResponse: (status, body) => {
          if (status === 200) saves++;
          else {
            const code = `${status} ${JSON.parse(body).code}`;
            saveRefused[code] = (saveRefused[code] ?? 0) + 1;
          }
        },
      },
    ],
  });
  return {
    connections: CONNECTIONS,
    details: { ...detailsRun, refused: details200.refused },
    freezes: { ...freezeRun, changes, refused },
    dayPicks: { ...readRun, refused: readRefused },
    savePicks: { ...saveRun, changes: saves, refused: saveRefused },
  };
}
