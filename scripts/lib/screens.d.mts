// Types of screens.mjs for the TypeScript tests.
export const SCREENS: { name: string; path: string; signedIn?: boolean }[];
