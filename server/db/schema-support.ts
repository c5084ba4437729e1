// Kysely's view of the support tables (migration 014; server/README.md "Support").
import type { Generated } from "kysely";

export type SupportKind = "missing_dish" | "wrong_dish" | "late_or_not_delivered" | "damaged_or_poor_quality" | "contains_avoided" | "other";
export type SupportState = "sent" | "in_review" | "resolved";
export type SupportOutcome = "credit" | "replacement" | "none";

export interface SupportReportsTable {
  id: Generated<number>;
  user_id: number;
  purchase_id: number;
  date: string;
  kind: SupportKind;
  /** The day's dishes the report names, comma-separated ids. */
  meal_ids: Generated<string>;
  state: Generated<SupportState>;
  idempotency_key: string;
  outcome: SupportOutcome | null;
  outcome_key: string | null;
  credit_fils: number | null;
  replacement_date: string | null;
  replacement_meal_id: number | null;
  outcome_note: string | null;
  resolved_by: number | null;
  resolved_at: Date | null;
  created_at: Generated<Date>;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  report_id: number;
  author: "customer" | "kitchen";
  body: string;
  message_key: string | null;
  created_at: Generated<Date>;
}

export interface SupportPhotosTable {
  id: string;
  report_id: number;
  bytes: number;
  created_at: Generated<Date>;
}
