// The one door to the network: an ofetch instance on the API base that sends form data, adds the
// bearer token, retries idempotent reads, and turns failures into ApiError { status, code }.
// It never toasts or navigates: callers decide what a failure means to the customer.
import { ofetch, FetchError } from "ofetch";
import { withDb } from "./lazy-db.ts";

export const API_BASE = import.meta.env.VITE_API_BASE ?? "/api";

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
  /** No answer at all: offline, DNS, timeout. The request may be retried later. */
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Fields = Record<string, string | number | undefined | null>;

// The signed-in customer's token: the session row that src/data/session.ts keeps (lib/db.ts declares
// it), read through lib/lazy-db.ts, which every page already has. The client reads the row itself
// instead of asking the session module: lib/ is doors to libraries and imports nothing of the app.
async function readSessionToken(): Promise<string | undefined> {
  try {
    return (await withDb((db) => db.session.get("current")))?.token;
  } catch {
    // Storage blocked: calls go out without a token and the server answers 401.
    return undefined;
  }
}

let client = ofetch.create({ baseURL: API_BASE, timeout: 15000 });

/**
 * Server rendering only: the same calls, answered by the server's own app in-process (the
 * browser's relative `/api` means nothing there).
 */
export function setTransport(fetchImpl: typeof fetch, baseURL: string): void {
  client = ofetch.create({ baseURL, timeout: 15000 }, { fetch: fetchImpl });
}

function toForm(fields: Fields): URLSearchParams {
  const form = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null) form.append(k, String(v));
  return form;
}

function toMultipart(fields: Fields, files: Readonly<Record<string, readonly Blob[]>>): FormData {
  const form = new FormData();
  for (const [k, v] of toForm(fields)) form.append(k, v);
  for (const [k, list] of Object.entries(files)) for (const [i, blob] of list.entries()) form.append(k, blob, `${k}-${i + 1}`);
  return form;
}

export type Envelope<T> = { data: T; error_msg?: string; code?: string };

const successListeners = new Set<(path: string) => void>();

/** Called after every answered request (the outbox replays when the network is evidently back). */
export function onRequestSuccess(listener: (path: string) => void): () => void {
  successListeners.add(listener);
  return () => successListeners.delete(listener);
}

/**
 * POSTs form fields to an API path and answers the envelope's `data`; with `files`, as multipart
 * form data with each file under its field's name (a support report's photos).
 */
export async function post<T>(
  path: string,
  fields: Fields = {},
  options: { retry?: number; headers?: Record<string, string>; files?: Readonly<Record<string, readonly Blob[]>> } = {},
): Promise<T> {
  const token = await readSessionToken();
  try {
    const body = await client<Envelope<T>>(path, {
      method: "POST",
      body: options.files ? toMultipart(fields, options.files) : toForm(fields),
      headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers },
      retry: options.retry ?? 0,
      retryDelay: 500,
    });
    for (const listener of successListeners) listener(path);
    return body.data;
  } catch (err) {
    throw toApiError(err);
  }
}

/**
 * POSTs form fields to an API path that answers a file (the kitchen's CSV lists) and answers its
 * bytes as they came, byte-order mark included. A refusal is still JSON: it becomes the same ApiError.
 */
export async function postForBlob(path: string, fields: Fields = {}): Promise<Blob> {
  const token = await readSessionToken();
  try {
    const blob = await client(path, {
      method: "POST",
      body: toForm(fields),
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      responseType: "blob",
      retry: 0,
    });
    for (const listener of successListeners) listener(path);
    return blob;
  } catch (err) {
    // With a blob answer ofetch leaves an error's JSON unread: read it for its code.
    if (err instanceof FetchError && err.data instanceof Blob) {
      const status = err.response?.status ?? 0;
      let data: Partial<Envelope<unknown>> & { field?: string } = {};
      try {
        data = JSON.parse(await err.data.text()) as typeof data;
      } catch {
        // Not JSON (a proxy's page): the status alone speaks.
      }
      throw new ApiError(status, data.code ?? `http_${status}`, data.error_msg ?? err.message, data.field);
    }
    throw toApiError(err);
  }
}

export function toApiError(err: unknown): ApiError {
  if (err instanceof ApiError) return err;
  if (err instanceof FetchError) {
    const status = err.response?.status ?? 0;
    const data = err.data as Partial<Envelope<unknown>> | undefined;
    if (status === 0) return new ApiError(0, "network", "No connection.");
    return new ApiError(status, data?.code ?? `http_${status}`, data?.error_msg ?? err.message, (data as { field?: string } | undefined)?.field);
  }
  return new ApiError(0, "network", err instanceof Error ? err.message : "No connection.");
}
