// Bad input to the catalog calls, table-driven: every call × every field it checks × every kind of
// bad value, in each way fields can arrive. Each answers 400 `{ data: null, error_msg, code }` whose
// code names the field: `missing_<field>` for absent, empty or blank values, `invalid_<field>` for
// the rest. Never a 5xx, never a partial answer.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, expectApiHeaders, type Fields, type TestApp } from "../../tests/support/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Kind = "lang" | "package" | "mealtype" | "flag" | "text_for";

/** Each call with good fields, and the fields it checks. */
const CALLS: { path: string; fields: Fields; checked: Record<string, Kind>; optional?: string[] }[] = [
  { path: "/api/packagelist", fields: { lang_id: 1, show_festival_package: 0 }, checked: { lang_id: "lang", show_festival_package: "flag" }, optional: ["show_festival_package"] },
  { path: "/api/packagelistV3", fields: { lang_id: 1, package_id: 24 }, checked: { lang_id: "lang", package_id: "package" } },
  {
    path: "/api/meallist",
    fields: { lang_id: 2, package_id: 28, mealtype_id: 11 },
    checked: { lang_id: "lang", package_id: "package", mealtype_id: "mealtype" },
  },
  { path: "/api/DeliveryTime", fields: { language_id: 1 }, checked: { language_id: "lang" } },
  { path: "/api/DeliveryMethod", fields: { language_id: 2 }, checked: { language_id: "lang" } },
  { path: "/api/arealist", fields: { language_id: 1 }, checked: { language_id: "lang" } },
  {
    path: "/api/generalnote",
    fields: { text_for: "general_note_in_profile_page", lang_id: 1 },
    checked: { text_for: "text_for", lang_id: "lang" },
  },
  // The contract shows no payload for this call: lang_id is optional (English), but checked when sent.
  { path: "/api/packagetypelist", fields: { lang_id: 2 }, checked: { lang_id: "lang" }, optional: ["lang_id"] },
];

/** Values that are not numbers at all, for every numeric field. */
const NOT_NUMBERS = ["abc", "1.5", "-1", "1e3", "+1", "0x18", "1,2", "١", "24abc", "null", "[1]"];
/** Numbers, but not one the field may take. */
const OUT_OF_RANGE: Record<Kind, string[]> = {
  lang: ["0", "3", "99", "9999999999"],
  package: ["25", "0", "999999999", "99999999999", "2147483648"],
  mealtype: ["4", "0", "12", "99999999999"],
  flag: ["2", "99"],
  text_for: ["general_note", "GENERAL_NOTE_IN_PROFILE_PAGE", "x".repeat(2000)],
};
const BLANKS = ["", "   ", "\t"];

const VIAS = ["urlencoded", "multipart", "query"] as const;
type Via = (typeof VIAS)[number];

function call(via: Via, path: string, fields: Fields): Promise<Response> {
  if (via === "urlencoded") return t.postForm(path, fields);
  if (via === "multipart") return t.postMultipart(path, fields);
  return t.get(path, fields);
}

type ErrorBody = { data: null; error_msg: string; code: string };

async function expectError(res: Response, status: number, code: string, what: string): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, `${what}: ${text.slice(0, 200)}`).toBe(status);
  expect(res.headers.get("content-type"), what).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body, what).toMatchObject({ data: null, code });
  expect(typeof body.error_msg).toBe("string");
  expect(body.error_msg.length).toBeGreaterThan(0);
  expectApiHeaders(res);
  return body;
}

function without(fields: Fields, name: string): Fields {
  const { [name]: _dropped, ...rest } = fields;
  return rest;
}

describe.each(CALLS)("$path", ({ path, fields, checked, optional = [] }) => {
  it.each(VIAS)("answers 200 with good fields (%s)", async (via) => {
    const res = await call(via, path, fields);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: unknown }).data).not.toBeNull();
  });

  describe.each(Object.entries(checked))("field %s", (field, kind) => {
    it.each(VIAS)(`missing, empty or blank → missing_${field} (%s)`, async (via) => {
      const cases: [string, Fields][] = [
        ["absent", without(fields, field)],
        ...BLANKS.map((blank): [string, Fields] => [JSON.stringify(blank), { ...fields, [field]: blank }]),
      ];
      for (const [label, sent] of cases) {
        const res = await call(via, path, sent);
        if (optional.includes(field)) {
          expect(res.status, `${via} ${label}`).toBe(200);
        } else {
          await expectError(res, 400, `missing_${field}`, `${via} ${field} ${label}`);
        }
      }
    });

    it.each(VIAS)(`not a number, out of range or unknown → invalid_${field} (%s)`, async (via) => {
      const values = kind === "text_for" ? ["abc", "1", ...OUT_OF_RANGE.text_for] : [...NOT_NUMBERS, ...OUT_OF_RANGE[kind]];
      for (const value of values) {
        const res = await call(via, path, { ...fields, [field]: value });
        await expectError(res, 400, `invalid_${field}`, `${via} ${field}=${value.slice(0, 20)}`);
      }
    });

    it.each(VIAS)(`sent twice → invalid_${field} (%s)`, async (via) => {
      const good = String(fields[field]);
      for (const twice of [[good, good], [good, "2"], [good, ""]]) {
        const res = await call(via, path, { ...fields, [field]: twice });
        await expectError(res, 400, `invalid_${field}`, `${via} ${field}=${twice.join("&")}`);
      }
    });
  });

  it("ignores fields it does not know", async () => {
    const res = await t.postForm(path, { ...fields, user_id: 5, extra: "<script>alert(1)</script>", __proto__x: "1" });
    expect(res.status).toBe(200);
    // Field names that are also object internals are plain fields too.
    const body = `${new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]))}&__proto__=x&constructor=y&toString=z`;
    const raw = await t.request(path, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body });
    expect(raw.status).toBe(200);
  });
});

describe("the language id in the path (terms and privacy)", () => {
  it.each(["termsandcondition", "privacypolicy"])("/%s/{lang}: bad ids answer invalid_lang_id", async (call) => {
    for (const id of ["0", "3", "99", "abc", "1.5", "-1", "1e3", "%20", "%22%22", "99999999999", "1%2C2"]) {
      for (const method of ["GET", "POST"]) {
        await expectError(await t.request(`/api/${call}/${id}`, { method }), 400, "invalid_lang_id", `${method} ${call}/${id}`);
      }
    }
  });

  it.each(["termsandcondition", "privacypolicy"])("/%s without the id answers missing_lang_id", async (call) => {
    for (const path of [`/api/${call}`, `/api/${call}/`]) {
      await expectError(await t.get(path), 400, "missing_lang_id", path);
      await expectError(await t.postForm(path), 400, "missing_lang_id", path);
    }
  });
});

describe("the body itself", () => {
  const good = { lang_id: "1", package_id: "24", mealtype_id: "2" };

  it("refuses a JSON or plain-text body with 415 unsupported_media_type", async () => {
    for (const [type, body] of [
      ["application/json", JSON.stringify(good)],
      ["text/plain", new URLSearchParams(good).toString()],
      ["application/xml", "<lang_id>1</lang_id>"],
      ["application/octet-stream", "lang_id=1&package_id=24&mealtype_id=2"],
    ] as const) {
      const res = await t.request("/api/meallist", { method: "POST", headers: { "content-type": type }, body });
      await expectError(res, 415, "unsupported_media_type", type);
    }
  });

  it("refuses a body sent without a content type (415), but reads an empty one as no fields (400)", async () => {
    const withBody = await t.request("/api/meallist", { method: "POST", body: new TextEncoder().encode("lang_id=1") });
    await expectError(withBody, 415, "unsupported_media_type", "no content type");
    await expectError(await t.request("/api/meallist", { method: "POST" }), 400, "missing_lang_id", "empty body");
  });

  it("reads form content types whatever their case and parameters", async () => {
    const res = await t.request("/api/meallist", {
      method: "POST",
      headers: { "content-type": "Application/X-WWW-Form-URLencoded; charset=UTF-8" },
      body: new URLSearchParams(good).toString(),
    });
    expect(res.status).toBe(200);
  });

  it("answers 400 malformed_body to a multipart body that cannot be read", async () => {
    for (const [type, body] of [
      ["multipart/form-data; boundary=xyz", "this is not multipart at all"],
      ["multipart/form-data", "--xyz\r\nContent-Disposition: form-data; name=\"lang_id\"\r\n\r\n1\r\n--xyz--\r\n"],
      ["multipart/form-data; boundary=xyz", "--xyz\r\nContent-Disposition: form-data; name=\"lang_id\"\r\n\r\n1"],
    ] as const) {
      const res = await t.request("/api/meallist", { method: "POST", headers: { "content-type": type }, body });
      await expectError(res, 400, "malformed_body", body.slice(0, 30));
    }
  });

  it("refuses a file where a field is expected", async () => {
    const form = new FormData();
    form.append("lang_id", new Blob(["1"], { type: "text/plain" }), "lang.txt");
    form.append("package_id", "24");
    form.append("mealtype_id", "2");
    await expectError(await t.request("/api/meallist", { method: "POST", body: form }), 400, "invalid_lang_id", "file");
  });

  it("takes form fields from the body only, never from the query string of a POST", async () => {
    const res = await t.postForm("/api/meallist?lang_id=1&package_id=24&mealtype_id=2", {});
    await expectError(res, 400, "missing_lang_id", "query on POST");
  });

  it("keeps working after a run of bad requests", async () => {
    await Promise.all(
      Array.from({ length: 40 }, (_, i) => t.postForm("/api/meallist", { lang_id: i % 3, package_id: "x".repeat(i), mealtype_id: -i })),
    );
    const res = await t.postForm("/api/meallist", good);
    expect(res.status).toBe(200);
  });
});
