// The API's one error shape: `{ data: null, error_msg, code }` (plus `field` for input errors).
// Routes throw ApiError; app.ts turns it into the answer. Raw internals never reach a client.
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export type ErrorBody = { data: null; error_msg: string; code: string; field?: string };

export function errorBody(code: string, message: string, field?: string): ErrorBody {
  return field ? { data: null, error_msg: message, code, field } : { data: null, error_msg: message, code };
}

export function sendError(c: Context, err: ApiError): Response {
  if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  return c.json(errorBody(err.code, err.message, err.field), err.status);
}
