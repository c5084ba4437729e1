// Support's calls (server/README.md "Support"): the customer's reports with their threads, a report
// (sent through the outbox: store.ts), the day's dishes to name, and a report's photo.
import { post, postForBlob } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";

export const REPORT_KINDS = ["missing_dish", "wrong_dish", "late_or_not_delivered", "damaged_or_poor_quality", "contains_avoided", "other"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** A report as the server answers it. */
export type SupportReport = {
  report_id: number;
  purchase_id: number;
  date: string;
  kind: ReportKind;
  meal_ids: number[];
  state: "sent" | "in_review" | "resolved";
  outcome: "credit" | "replacement" | "none" | null;
  credit: string | null;
  replacement_date: string | null;
  replacement_meal_id: number | null;
  created_at: string;
  resolved_at: string | null;
  messages: { author: "customer" | "kitchen"; body: string; at: string }[];
  photos: { photo_id: string; url: string }[];
};

export function fetchMyReports(): Promise<SupportReport[]> {
  return post<SupportReport[]>("/support/myreports");
}

/** The dishes of a day of the customer's plan, to name in a report (online only). */
export async function fetchDayDishes(purchaseId: number, date: string, langId: LangId): Promise<{ id: number; name: string }[]> {
  const day = await post<{ slots: { meal_id: number | null; meal_name: string | null }[] }>("/daypicks", { purchase_id: purchaseId, date, lang_id: langId });
  return day.slots.flatMap((s) => (s.meal_id !== null ? [{ id: s.meal_id, name: s.meal_name ?? String(s.meal_id) }] : []));
}

/** A report's photo, with the customer's sign-in (no public address). */
export function fetchPhoto(photoId: string): Promise<Blob> {
  return postForBlob("/support/photo", { photo_id: photoId });
}
