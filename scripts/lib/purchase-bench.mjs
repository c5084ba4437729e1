// The purchase call under load (docs/quality-targets.md "Speed": at least a hundred purchases a
// second on embedded PGlite, none doubled or lost; this bench reports how far above that it goes).
// Registers a few customers with an address each through the real API, then
// sends /purchasepackage at 50 connections, every request with a new unique_code (round robin over
// the customers, each purchase waiting for payment), then one more order a customer whose code is
// sent twice again at once (customers of their own: a purchase of the load still in the server when
// the load's clock stops may otherwise replace a customer's newest order). Afterwards `countRows` (given by the caller, reading the stopped server's database)
// proves: one row per acknowledged code, none without an answer, repeats answered with the same id.
const USERS = 10;

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

/** The first start day the server accepts: 4 days ahead in Kuwait, not a Friday. */
function startDate() {
  const kuwait = new Date(Date.now() + 3 * 3600 * 1000);
  const d = new Date(Date.UTC(kuwait.getUTCFullYear(), kuwait.getUTCMonth(), kuwait.getUTCDate() + 4));
  if (d.getUTCDay() === 5) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export async function purchaseBench(baseURL, { cannon }) {
  const areas = await call(baseURL, "/arealist", { lang_id: 1 });
  const areaId = areas[0].areas[0].main_area_id;
  const [details] = await call(baseURL, "/packagelistV3", { lang_id: 1, package_id: 24 });
  const sub = details.sub_package_list.find((p) => p.days === 26).sub_packages[0];
  const times = await call(baseURL, "/DeliveryTime", { language_id: 1 });
  const methods = await call(baseURL, "/DeliveryMethod", { language_id: 1 });
  const run = Date.now().toString(36);

  // The load's customers, then as many for the repeats.
  const customers = [];
  for (let i = 0; i < 2 * USERS; i++) {
    const mobile = `9${String(Date.now() % 1000).padStart(3, "0")}${String(i).padStart(4, "0")}`;
    const user = await call(baseURL, "/userregistration", {
      first_name: "Bench",
      last_name: `Customer${i}`,
      email: `bench.${run}.${i}@example.com`,
      mobile_no: mobile,
      password: "Saffron-Harbour-42",
      referral_code: "",
    });
    const address = await call(baseURL, "/addaddress", { address_type: "house", area_id: areaId, block: "1", street: "Bench St", house_number: "1", mobile_number: mobile, idempotency_key: `bench-address-${run}-${i}` }, user.token);
    customers.push({ token: user.token, addressId: address.address_id });
  }

  const fixed = {
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
  };

  let n = 0;
  const answered = new Map(); // unique_code -> purchase_id
  const failures = {};
  const requestFor = (code, customer) => ({
    method: "POST",
    path: "/api/purchasepackage",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: `Bearer ${customer.token}` },
    body: form({ ...fixed, delivery_address_id: customer.addressId, unique_code: code }),
  });
  const result = await cannon({
    url: baseURL,
    requests: [
      {
        setupRequest: (req, context) => {
          const i = n++;
          context.code = `bench-${run}-${i}`;
          return { ...req, ...requestFor(context.code, customers[i % USERS]) };
        },
        onResponse: (status, body, context) => {
          if (status === 200) answered.set(context.code, JSON.parse(body).data.purchase_id);
          else failures[status] = (failures[status] ?? 0) + 1;
        },
      },
    ],
  });

  // Repeats (a double click, a retry after a timeout) once the load has passed: each repeat customer
  // orders with a new code, then sends that code twice at once; all three answer one purchase.
  // (A code from the run may belong to an order a later one replaced: the server refuses to pay
  // that again, by design, so it is no test of repeats. Autocannon stops counting at its deadline,
  // but the requests it had sent are still served after it, so the repeats are never the load's
  // customers: one of those purchases would replace the repeat's order, "409 purchase_superseded".)
  const repeaters = customers.slice(USERS);
  const codes = repeaters.map((_, user) => `bench-${run}r-${user}`);
  let sameAnswer = 0;
  // How each repeat went, counted by its answers: "200 200 200 same id", "409 overlapping_plan …".
  const repeatOutcomes = {};
  await Promise.all(
    codes.map(async (code, user) => {
      const send = async () => {
        const res = await fetch(`${baseURL}/api/purchasepackage`, requestFor(code, repeaters[user]));
        const body = await res.json().catch(() => ({}));
        return { status: res.status, id: res.status === 200 ? body.data?.purchase_id : undefined, code: body.code };
      };
      const first = await send();
      const again = await Promise.all([send(), send()]);
      const same = first.id !== undefined && again.every((a) => a.id === first.id);
      if (same) sameAnswer++;
      const outcome = [first, ...again].map((a) => (a.status === 200 ? "200" : `${a.status} ${a.code ?? ""}`.trim())).join(", ") + (same ? ": same id" : "");
      repeatOutcomes[outcome] = (repeatOutcomes[outcome] ?? 0) + 1;
    }),
  );

  return {
    customers: USERS,
    purchasesPerSecond: result.rps,
    p50: result.p50,
    p99: result.p99,
    sent: n,
    answered: answered.size,
    distinctIds: new Set(answered.values()).size,
    refused: failures,
    repeats: codes.length,
    repeatsAnsweredWithSameId: sameAnswer,
    repeatOutcomes,
    codePrefix: `bench-${run}-`,
  };
}
