// Delivery addresses through the real app on a real database: each type with what it needs, the
// customer from the token only, the idempotency key (sequential and concurrent repeats store one
// row), the profile showing the latest address and the address book, and the reverse lookup of a point.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerCustomer, type TestCustomer } from "../../tests/support/accounts.ts";
import { createTestApp, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
let alice: TestCustomer;
let bob: TestCustomer;
let salmiyaId: number;

beforeAll(async () => {
  t = await createTestApp();
  alice = await registerCustomer(t, { first_name: "Alice" });
  bob = await registerCustomer(t, { first_name: "Bob" });
  salmiyaId = (await t.db.selectFrom("areas").select("id").where("name_en", "=", "Salmiya").executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

type Body = { data: Record<string, unknown> | null; code?: string; field?: string };
const json = async (res: Response) => (await res.json()) as Body;
let keys = 0;
const newKey = () => `test-key-${Date.now()}-${++keys}`;

const HOUSE = () => ({ address_type: "house", area_id: String(salmiyaId), block: "10", street: "Salem Al Mubarak", avenue: "", house_number: "٢٣", directions: "Blue gate", mobile_number: "", idempotency_key: newKey() });
const BUILDING = () => ({ address_type: "building", area_id: String(salmiyaId), block: "4", street: "Baghdad St", appartment_number: "12", floor_no: "3", flat_no: "7", mobile_number: "96612345", idempotency_key: newKey() });
const OFFICE = () => ({ address_type: "office", area_id: String(salmiyaId), block: "2", street: "Gulf Rd", company_name: "Fit Co", appartment_number: "B5", floor_no: "11", office_number: "", idempotency_key: newKey() });

const save = (who: TestCustomer, fields: Record<string, string>) => t.postForm("/api/addaddress", fields, bearer(who.token));
const countFor = async (userId: number) =>
  (await t.db.selectFrom("addresses").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow()).n;

describe("/addaddress", () => {
  it.each([
    ["house", HOUSE, { house_number: "23", appartment_number: "", flat_no: "" }],
    ["building", BUILDING, { appartment_number: "12", floor_no: "3", flat_no: "7", house_number: "" }],
    ["office", OFFICE, { company_name: "Fit Co", appartment_number: "B5", floor_no: "11", office_number: "" }],
  ] as const)("saves a %s address and answers it as the profile shows it", async (type, fields, expected) => {
    const res = await save(alice, fields());
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const { data } = await json(res);
    expect(data).toMatchObject({ address_type: type, area: { area_id: salmiyaId, area_name: "Salmiya" }, ...expected, repeated: false });
    const profile = await json(await t.postForm("/api/getuserprofile", { lang_id: "2" }, bearer(alice.token)));
    expect(profile.data!.address).toMatchObject({ address_id: data!.address_id, address_type: type, area: { area_name: "السالمية" } });
  });

  it("the profile lists the customer's address book, latest first, and nobody else's", async () => {
    const carol = await registerCustomer(t, { first_name: "Carol" });
    const ids: number[] = [];
    for (const fields of [HOUSE(), OFFICE(), BUILDING()]) ids.push(Number((await json(await save(carol, fields))).data!.address_id));
    await save(bob, HOUSE());
    const profile = await json(await t.postForm("/api/getuserprofile", {}, bearer(carol.token)));
    const book = profile.data!.addresses as { address_id: number; address_type: string }[];
    expect(book.map((a) => [a.address_id, a.address_type])).toEqual([
      [ids[2], "building"],
      [ids[1], "office"],
      [ids[0], "house"],
    ]);
    expect(profile.data!.address).toMatchObject({ address_id: ids[2] });
  });

  it("takes the mobile number from the profile when none is given, and accepts Arabic-Indic digits", async () => {
    const { data } = await json(await save(alice, HOUSE()));
    expect(data!.mobile_number).toBe(alice.mobileNo);
    expect(data!.house_number).toBe("23");
  });

  it.each([
    ["house", HOUSE, ["block", "street", "house_number"]],
    ["building", BUILDING, ["block", "street", "appartment_number", "floor_no", "flat_no"]],
    ["office", OFFICE, ["company_name", "block", "street", "appartment_number", "floor_no"]],
  ] as const)("refuses a %s address missing a required field, naming it, and stores nothing", async (_type, fields, required) => {
    const before = await countFor(bob.userId);
    for (const field of required) {
      const res = await save(bob, { ...fields(), [field]: "  " });
      expect(res.status, field).toBe(400);
      expect(await json(res)).toMatchObject({ data: null, code: `missing_${field}`, field });
    }
    expect(await countFor(bob.userId)).toBe(before);
  });

  it("refuses an unknown type or area, a non-numeric number, a foreign mobile and a point outside Kuwait", async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ ...HOUSE(), address_type: "villa" }, 400, "invalid_address_type"],
      [{ ...HOUSE(), area_id: "999999" }, 400, "invalid_area_id"],
      [{ ...HOUSE(), house_number: "12a" }, 400, "invalid_house_number"],
      [{ ...HOUSE(), mobile_number: "0501234567" }, 400, "invalid_mobile_number"],
      [{ ...HOUSE(), lat: "24.7136", lang: "46.6753" }, 422, "outside_delivery_area"],
      [{ ...HOUSE(), lat: "29.33" }, 400, "missing_lang"],
    ];
    for (const [fields, status, code] of cases) {
      const res = await save(bob, fields);
      expect(res.status, code).toBe(status);
      expect((await json(res)).code).toBe(code);
    }
  });

  it("saves the map point with the address (lat, and lang for longitude)", async () => {
    const { data } = await json(await save(alice, { ...HOUSE(), lat: "29.335", lang: "48.075" }));
    expect(data).toMatchObject({ lat: 29.335, lang: 48.075 });
  });

  it("needs a token, and never saves for the user_id of another customer", async () => {
    expect((await t.postForm("/api/addaddress", HOUSE())).status).toBe(401);
    const before = await countFor(bob.userId);
    const res = await save(alice, { ...HOUSE(), user_id: String(bob.userId) });
    expect(res.status).toBe(403);
    expect((await json(res)).code).toBe("forbidden_user");
    expect(await countFor(bob.userId)).toBe(before);
  });

  it("stores a save once per idempotency key and answers the first save to a repeat, also under concurrency", async () => {
    const fields = HOUSE();
    const first = await json(await save(alice, fields));
    const again = await json(await save(alice, { ...fields, street: "Changed on retry" }));
    expect(again.data).toMatchObject({ address_id: first.data!.address_id, street: "Salem Al Mubarak", repeated: true });

    const before = await countFor(alice.userId);
    const concurrent = BUILDING();
    const answers = await Promise.all(Array.from({ length: 20 }, () => save(alice, concurrent).then(json)));
    expect(new Set(answers.map((a) => a.data!.address_id)).size).toBe(1);
    expect(answers.filter((a) => a.data!.repeated === false)).toHaveLength(1);
    expect(await countFor(alice.userId)).toBe(before + 1);
  });

  it("a key is the customer's own: Bob's save with Alice's key is Bob's new address", async () => {
    const fields = HOUSE();
    const a = await json(await save(alice, fields));
    const b = await json(await save(bob, fields));
    expect(b.data!.address_id).not.toBe(a.data!.address_id);
    expect(b.data!.repeated).toBe(false);
  });

  it("also takes the key from the Idempotency-Key header", async () => {
    const { idempotency_key: key, ...fields } = OFFICE();
    const headers = { Authorization: `Bearer ${bob.token}`, "Idempotency-Key": key };
    const one = await json(await t.postForm("/api/addaddress", fields, { headers }));
    const two = await json(await t.postForm("/api/addaddress", fields, { headers }));
    expect(two.data).toMatchObject({ address_id: one.data!.address_id, repeated: true });
  });
});

describe("/reverselookup", () => {
  it("a point in Salmiya answers Salmiya, in Hawalli, in both languages", async () => {
    const en = await json(await t.postForm("/api/reverselookup", { lat: "29.334", lang: "48.074", lang_id: "1" }));
    expect(en.data).toMatchObject({ area: { area_name: "Salmiya" }, governorate: { governorate_name: expect.stringMatching(/Hawalli/) } });
    const ar = await json(await t.get("/api/reverselookup", { lat: "29.334", lng: "48.074", lang_id: "2" }));
    expect((ar.data!.area as { area_name: string }).area_name).toBe("السالمية");
  });

  const areaAt = async (lat: string, lng: string) => (await json(await t.get("/api/reverselookup", { lat, lng, lang_id: "1" }))).data as { area: { area_name: string }; distance_km: number };

  it("answers the area whose polygon holds the point, not the nearest centre point", async () => {
    // Inside Jahra's outline, 400 m from Qasr's centre point and 1.6 km from Jahra's.
    expect(await areaAt("29.34914", "47.67447")).toMatchObject({ area: { area_name: "Jahra" }, distance_km: 0 });
    // The commercial areas, for offices.
    expect((await areaAt("29.3084", "47.9382")).area.area_name).toBe("Rai");
    expect((await areaAt("29.2339", "48.0033")).area.area_name).toBe("Subhan");
  });

  it("a point in a gap between polygons, or in a unit none of our areas covers, answers the nearest polygon", async () => {
    // A sliver of the source between Dhaher and Hadiya, 60 m from Dhaher's edge.
    const gap = await areaAt("29.1542", "48.074");
    expect(gap.area.area_name).toBe("Dahar");
    expect(gap.distance_km).toBeGreaterThan(0);
    expect(gap.distance_km).toBeLessThan(0.2);
    // The airport: the nearest area polygon is Subhan's.
    expect((await areaAt("29.24", "47.97")).area.area_name).toBe("Subhan");
  });

  it.each([
    ["the sea off Salmiya", "29.35", "48.2"],
    ["Riyadh", "24.7136", "46.6753"],
    ["Basra, across the northern border", "30.5", "47.8"],
  ])("%s answers 422 outside_delivery_area", async (_where, lat, lang) => {
    const res = await t.postForm("/api/reverselookup", { lat, lang });
    expect(res.status).toBe(422);
    expect(await json(res)).toMatchObject({ data: null, code: "outside_delivery_area" });
  });

  it("refuses a missing or malformed coordinate with a code", async () => {
    expect((await json(await t.postForm("/api/reverselookup", { lang: "48" }))).code).toBe("missing_lat");
    expect((await json(await t.postForm("/api/reverselookup", { lat: "29.3" }))).code).toBe("missing_lang");
    expect((await json(await t.postForm("/api/reverselookup", { lat: "north", lang: "48" }))).code).toBe("invalid_lat");
  });
});
