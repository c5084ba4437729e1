// Reads a request's fields (query for GET; urlencoded or multipart form for POST) and validates
// them with a zod schema. The first problem becomes a 400 whose code names the field:
// `missing_lang_id` for an absent or empty field, `invalid_lang_id` for anything else.
// Every way in (query, urlencoded, multipart) is parsed in one linear pass and bounded: more than
// MAX_FIELDS values in all, or more than MAX_REPEATS of one name, is a 400 `too_many_fields` (no
// form of the contract comes near; a 32 KB body of `a&a&…` once cost seconds of the one thread).
import type { IncomingMessage } from "node:http";
import type { Context } from "hono";
import { z } from "zod";
import { ApiError } from "./errors.ts";

export type RawFields = Record<string, unknown>;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** Values in one request, all names together. */
export const MAX_FIELDS = 200;
/** Values of one name (a duplicated field is refused by the schemas anyway; this bounds the work). */
export const MAX_REPEATS = 100;

function tooManyFields(): ApiError {
  return new ApiError(400, "too_many_fields", "The request has too many fields.");
}

/** Refuses parsed fields (a repeated name as an array) over the bounds. */
function bounded(fields: RawFields): RawFields {
  let total = 0;
  for (const value of Object.values(fields)) {
    const count = Array.isArray(value) ? value.length : 1;
    total += count;
    if (count > MAX_REPEATS || total > MAX_FIELDS) throw tooManyFields();
  }
  return fields;
}

export async function readFields(c: Context): Promise<RawFields> {
  if (c.req.method === "GET" || c.req.method === "HEAD") return bounded(c.req.queries() as RawFields);
  const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type === "") {
    const text = await c.req.text();
    if (text.length === 0) return {};
    throw new ApiError(415, "unsupported_media_type", "Send the fields as form data.");
  }
  if (!FORM_TYPES.includes(type)) {
    throw new ApiError(415, "unsupported_media_type", "Send the fields as form data.");
  }
  let fields: RawFields;
  try {
    // The contract's usual body, read directly (Hono's parseBody goes through a FormData: about
    // twice the cost per request for the same fields).
    if (type === "application/x-www-form-urlencoded") return urlencodedFields(await bodyText(c));
    // all: true keeps duplicated fields as arrays, so the schema refuses them instead of
    // silently taking one of them. Linear (undici's multipart parser, Hono's push per value).
    fields = (await c.req.parseBody({ all: true })) as RawFields;
  } catch (err) {
    if (err instanceof ApiError) throw err;
    throw new ApiError(400, "malformed_body", "The form data could not be read.");
  }
  return bounded(fields);
}

const bodies = new WeakMap<Request, Promise<string>>();

/**
 * The body as text. Under Node (@hono/node-server puts the request in `c.env.incoming`) a body with
 * a Content-Length, which the body limit has already checked, is read straight from the socket's
 * stream: `c.req.text()` would first build a web Request with a ReadableStream and an AbortSignal,
 * a third of the cost of a catalog answer. Read once per request (the sign-in check and the route
 * both read the fields). Anything else (in-process requests, chunked bodies) goes through Hono.
 */
function bodyText(c: Context): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const direct = incoming && incoming.headers["content-length"] !== undefined && !incoming.headers["transfer-encoding"];
  if (!direct || (incoming.readableDidRead && !bodies.has(c.req.raw))) return c.req.text();
  let text = bodies.get(c.req.raw);
  if (!text) {
    text = new Promise<string>((resolve, reject) => {
      const chunks: Buffer[] = [];
      incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
      incoming.once("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
      incoming.once("error", reject);
      incoming.once("close", () => reject(new Error("the request was closed before its body ended")));
    });
    bodies.set(c.req.raw, text);
  }
  return text;
}

/**
 * Urlencoded fields as parseBody({ all: true }) gives them: a repeated field becomes an array,
 * grown in place (a copy per repeat made 16,000 repeats cost 7.6 s). Stops at the bounds.
 */
export function urlencodedFields(text: string): RawFields {
  // No prototype: a field named __proto__ or constructor is just a field.
  const out: RawFields = Object.create(null) as RawFields;
  let total = 0;
  for (const [key, value] of new URLSearchParams(text)) {
    if (++total > MAX_FIELDS) throw tooManyFields();
    const seen = out[key];
    if (seen === undefined) out[key] = value;
    else if (Array.isArray(seen)) {
      if (seen.length >= MAX_REPEATS) throw tooManyFields();
      (seen as string[]).push(value);
    } else out[key] = [seen, value];
  }
  return out;
}

/** GET query values arrive as arrays (`queries()`); a single value is unwrapped. */
function unwrapQuery(raw: RawFields): RawFields {
  const out: RawFields = {};
  for (const [k, v] of Object.entries(raw)) out[k] = Array.isArray(v) && v.length === 1 ? v[0] : v;
  return out;
}

/**
 * A NUL character cannot be stored in a Postgres text column ("invalid byte sequence"): a field
 * holding one would reach the database and fail there as a 500. No form field has a use for it,
 * so any field with one is refused here, before a route sees it.
 */
const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function refuseNul(input: RawFields): void {
  for (const [field, value] of Object.entries(input)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!values.some((v) => typeof v === "string" && v.includes("\u0000"))) continue;
    const named = FIELD_NAME.test(field);
    throw new ApiError(400, named ? `invalid_${field}` : "invalid_body", named ? `The field ${field} is not valid.` : "The request is not valid.", named ? field : undefined);
  }
}

export function validate<S extends z.ZodType>(schema: S, raw: RawFields, method = "POST"): z.infer<S> {
  const input = method === "GET" || method === "HEAD" ? unwrapQuery(raw) : raw;
  refuseNul(input);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const field = String(issue.path[0] ?? "body");
  // A schema that takes any field name (the payment callback's) can fail on a name that is no
  // identifier ("a[]"): the code stays a plain word.
  if (!FIELD_NAME.test(field)) throw new ApiError(400, "invalid_body", "The request is not valid.");
  const value = input[field];
  const missing = value === undefined || (typeof value === "string" && value.trim() === "");
  throw new ApiError(
    400,
    `${missing ? "missing" : "invalid"}_${field}`,
    missing ? `The field ${field} is required.` : `The field ${field} is not valid.`,
    field,
  );
}

export async function input<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return validate(schema, await readFields(c), c.req.method);
}

// The field helpers the routes share are the contract's (contract/fields.ts), with each call's schemas.
export { intField, langField, oneOf, optionalField, type LangId } from "../../contract/fields.ts";
