// What `use-sync-external-store/shim` provides (wouter imports it for React 17), from React itself:
// React 19 has the hook, so the shim's code need not ship (vite.config.ts aliases it here).
export { useSyncExternalStore } from "react";
