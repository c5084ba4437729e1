// Which paths name a screen of the app (the app's addresses, contract/routes.ts, matched as
// the app matches it: any case, trailing slashes allowed; a parameter must have a value its screen
// knows), and which look like a file. The server answers a screen with the app shell (200), a path
// naming nothing with the shell and 404 (the app shows its translated not-found screen), and a
// file-like path that is not a file with a plain 404, never the app: a browser or a crawler asking
// for a script must not be handed HTML.
import { findRoute, knownParams, plainPath } from "../../contract/routes.ts";

/** Folders that hold only files: anything under them that is not a file is a plain 404. */
const FILE_FOLDERS = /^\/(assets|icons|images|audio|badges|geo|media|workbox-[^/]*)\//i;

/** A path a browser asks for a file with: under a file folder, or a last segment with a dot in it. */
export function isFilePath(pathname: string): boolean {
  return FILE_FOLDERS.test(pathname) || /\.[^/]*$/.test(pathname);
}

export type ScreenMatch = { screen: true; packageId?: number } | { screen: false };

/** Whether `pathname` names a screen; for a package page, the package id it names. */
export function matchScreen(pathname: string): ScreenMatch {
  const found = findRoute(plainPath(pathname));
  if (!found || !knownParams(found)) return { screen: false };
  // A package's page names a package: server/app.ts asks whether it exists.
  return found.route.screen === "packageDetail" ? { screen: true, packageId: Number(found.params.id) } : { screen: true };
}
