// Kysely's view of the plan and mail tables (migration 007).
import type { Generated } from "kysely";

/** A delivery day of a paid purchase the customer froze (its delivery moves past the end). */
export interface PlanFrozenDaysTable {
  purchase_id: number;
  date: string;
  created_at: Generated<Date>;
}

/** A delivery day sent to another of the customer's saved addresses. */
export interface PlanDayAddressesTable {
  purchase_id: number;
  date: string;
  address_id: number;
}

export type PlanChangeKind = "freeze" | "unfreeze" | "address";

/** A change of a plan under its idempotency key, recorded once. */
export interface PlanChangesTable {
  id: Generated<number>;
  user_id: number;
  purchase_id: number;
  idempotency_key: string;
  kind: PlanChangeKind;
  request: string;
  created_at: Generated<Date>;
}

export type MailStatus = "pending" | "sending" | "sent" | "failed";

export interface MailOutboxTable {
  id: Generated<number>;
  dedupe_key: string;
  kind: string;
  to_address: string;
  lang_id: number;
  subject: string;
  text_body: string;
  html_body: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  locked_until: Date | null;
  last_error: string | null;
  created_at: Generated<Date>;
  sent_at: Date | null;
}
