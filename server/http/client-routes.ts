// Which paths name a screen of the app (SPEC.md section 2, as src/app/routes.tsx matches them:
// case-insensitive, a trailing slash allowed), and which look like a file. The server answers a
// screen with the app shell (200), a path naming nothing with the shell and 404 (the app shows its
// translated not-found screen), and a file-like path that is not a file with a plain 404, never
// the app: a browser or a crawler asking for a script must not be handed HTML.
const SCREENS: RegExp[] = [
  /^\/$/,
  /^\/package$/,
  /^\/package\/(\d+)(\/[^/]+)?$/,
  /^\/calculate-calorie$/,
  /^\/calculate-calorie\/(know-gender|know-birthday|know-height|know-weight|know-activity-level|know-goal|calculate)$/,
  /^\/menu$/,
  /^\/dietician$/,
  /^\/subscribe$/,
  /^\/terms-conditions$/,
  /^\/privacy-policy$/,
  /^\/thankyou$/,
  /^\/my-plan$/,
  /^\/ops$/,
  /^\/my-plan\/preferences$/,
  /^\/account$/,
  /^\/account\/signup$/,
  /^\/account\/signin$/,
  /^\/sign-in$/,
  /^\/sign-up$/,
  /^\/reset-password$/,
  /^\/checkout$/,
  /^\/checkout\/update-map$/,
  /^\/checkout\/add-address$/,
];

/** Folders that hold only files: anything under them that is not a file is a plain 404. */
const FILE_FOLDERS = /^\/(assets|icons|images|audio|badges|geo|media|workbox-[^/]*)\//i;

/** A path a browser asks for a file with: under a file folder, or a last segment with a dot in it. */
export function isFilePath(pathname: string): boolean {
  return FILE_FOLDERS.test(pathname) || /\.[^/]*$/.test(pathname);
}

export type ScreenMatch = { screen: true; packageId?: number } | { screen: false };

/** Whether `pathname` names a screen; for a package page, the package id it names. */
export function matchScreen(pathname: string): ScreenMatch {
  const path = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
  for (const pattern of SCREENS) {
    const m = pattern.exec(path);
    if (!m) continue;
    return pattern === SCREENS[2] ? { screen: true, packageId: Number(m[1]) } : { screen: true };
  }
  return { screen: false };
}
