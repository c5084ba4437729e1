// The outbox's registry as the app starts it (src/data/outbox-registry.ts): each kind of queued
// write with what its answer writes to the device, declared by the feature that owns the data. A
// kind left out does not compile.
import type { OutboxHandlers } from "../data/outbox-registry.ts";
import { ADDRESS_OUTBOX } from "../features/address/api.ts";
import { PICKS_OUTBOX } from "../features/plan/picks-store.ts";
import { PLAN_OUTBOX } from "../features/plan/store.ts";
import { PREFERENCES_OUTBOX } from "../profile/preferences.ts";
import { SUPPORT_OUTBOX } from "../features/support/store.ts";
import { INBOX_OUTBOX } from "../features/inbox/store.ts";
import { HEALTH_OUTBOX } from "../features/health/store.ts";

export const OUTBOX_HANDLERS: OutboxHandlers = {
  address: ADDRESS_OUTBOX,
  ...PLAN_OUTBOX,
  ...PICKS_OUTBOX,
  preferences: PREFERENCES_OUTBOX,
  supportReport: SUPPORT_OUTBOX,
  inboxRead: INBOX_OUTBOX,
  ...HEALTH_OUTBOX,
};
