// The server renderer's door to DOMPurify: the catalog HTML of rendered pages is cleaned over a
// server DOM (jsdom) with the allowlist the browser uses (contract/html.ts), so the server's
// markup is the browser's.
import DOMPurify from "dompurify";
import { sanitizerOf, type Sanitize } from "../contract/html.ts";

let madeSanitizer: Promise<Sanitize> | undefined;

/**
 * DOMPurify over jsdom, made once, on first use (jsdom takes a moment to load, and the API alone
 * never needs it).
 */
export function serverSanitizer(): Promise<Sanitize> {
  madeSanitizer ??= import("jsdom").then(({ JSDOM }) => sanitizerOf(DOMPurify(new JSDOM("<!doctype html>").window)));
  return madeSanitizer;
}
