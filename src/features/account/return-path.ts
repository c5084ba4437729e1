// Where sign-in goes back to: a screen that sent a signed-out visitor to /sign-in names itself in
// `?next=` (the kitchen's /ops does). Only a path of this site is followed, never another origin
// ("//evil.example", "/\evil.example", "https:…"), so the link cannot be used to send someone away.

/** The path to open after signing in, or `undefined` when `next` is missing or not one of ours. */
export function returnPath(next: string | null | undefined): string | undefined {
  if (!next || next.length > 512) return undefined;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return undefined;
  // Control characters and backslashes have no place in our paths (browsers read "\" as "/").
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return undefined;
  const url = new URL(next, "https://same.origin");
  if (url.origin !== "https://same.origin") return undefined;
  // Back to sign-in (or its twin) would loop.
  if (/^\/(sign-in|account\/signin)\/?$/i.test(url.pathname)) return undefined;
  // The URL parser resolves dot segments: "/.//evil.example/x" becomes "//evil.example/x", which a
  // browser reads as another origin. The result is checked again, not only the input.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  return path;
}
