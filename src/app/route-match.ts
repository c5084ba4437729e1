// Which route of the table (route-table.ts) a path names, as the app's router picks it: with
// wouter's own path parser (regexparam, wouter's default), the first route whose pattern matches.
// The app (routes.tsx), the screens' titles (page-meta.ts) and the server's 404s
// (server/http/client-routes.ts) all match paths here. No React: the server loads it as it is.
import { parse } from "regexparam";
import { ROUTES, type RouteEntry } from "./route-table.ts";

export type RouteMatch = { route: RouteEntry; params: Record<string, string | undefined> };

const PATTERNS = ROUTES.map((route) => ({ route, ...parse(route.path) }));

/** The route of a path and its parameters, as AppRoutes' Switch picks it (first match). */
export function findRoute(pathname: string): RouteMatch | undefined {
  for (const { route, keys, pattern } of PATTERNS) {
    const m = pattern.exec(pathname);
    if (m) return { route, params: Object.fromEntries(keys.map((key, i) => [key, m[i + 1]])) };
  }
  return undefined;
}

/**
 * A path as the server and the screens' titles read it: in lower case, and past any number of
 * trailing slashes (the app's router allows one).
 */
export function plainPath(pathname: string): string {
  return pathname.toLowerCase().replace(/(.)\/+$/, "$1");
}

/** Whether the parameters have values the route's screen knows (route-table.ts `params`). */
export function knownParams({ route, params }: RouteMatch): boolean {
  return Object.entries(route.params ?? {}).every(([name, allowed]) => {
    const value = params[name] ?? "";
    return allowed instanceof RegExp ? allowed.test(value) : allowed.includes(value);
  });
}
