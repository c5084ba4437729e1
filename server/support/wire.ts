// The support calls' answers (server/README.md "Support"): a report with its thread, as the
// customer and the operator read it. Amounts in KD with three decimals, as every money field.
import { filsToWire } from "../../rules/money.ts";
import type { ReportRow } from "../repos/support-repo.ts";

type Thread = ReportRow & {
  messages: { id: number; author: "customer" | "kitchen"; body: string; created_at: Date | string }[];
  photos: { id: string }[];
};

const iso = (d: Date | string) => new Date(d).toISOString();

export function reportWire(r: Thread) {
  return {
    report_id: r.id,
    purchase_id: r.purchase_id,
    date: r.date,
    kind: r.kind,
    meal_ids: r.meal_ids === "" ? [] : r.meal_ids.split(",").map(Number),
    state: r.state,
    outcome: r.outcome,
    credit: r.credit_fils === null ? null : filsToWire(r.credit_fils),
    replacement_date: r.replacement_date,
    replacement_meal_id: r.replacement_meal_id,
    created_at: iso(r.created_at),
    resolved_at: r.resolved_at ? iso(r.resolved_at) : null,
    messages: r.messages.map((m) => ({ author: m.author, body: m.body, at: iso(m.created_at) })),
    // Served only to the report's customer and to operators, with the caller's own sign-in.
    photos: r.photos.map((p) => ({ photo_id: p.id, url: `/api/support/photo?photo_id=${p.id}` })),
  };
}

export type ReportWire = ReturnType<typeof reportWire>;

type QueueRow = Thread & { first_name: string; last_name: string; email: string; mobile_no: string };

export function queueWire(r: QueueRow) {
  return { ...reportWire(r), customer: { user_id: r.user_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email, mobile: r.mobile_no } };
}
