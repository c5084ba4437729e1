/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}

/** The messages of a language that the landing screens show first (scripts/first-page-messages.ts). */
declare module "virtual:first-page-messages/*" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
