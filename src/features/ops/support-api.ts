// The kitchen's support calls (server/README.md "Support"): the queue of reports, an answer, an
// outcome (each once by its key), and a report's photo, with the operator's sign-in.
import { post, postForBlob } from "../../lib/api-client.ts";

export type QueueReport = {
  report_id: number;
  purchase_id: number;
  date: string;
  kind: string;
  meal_ids: number[];
  state: "sent" | "in_review" | "resolved";
  outcome: "credit" | "replacement" | "none" | null;
  credit: string | null;
  replacement_date: string | null;
  created_at: string;
  messages: { author: "customer" | "kitchen"; body: string; at: string }[];
  photos: { photo_id: string }[];
  customer: { user_id: number; name: string; email: string; mobile: string };
  /** The address the day went to, and the dishes the report names (in the asked language). */
  address: string | null;
  dishes: { meal_id: number; name: string | null }[];
};

export type QueueFilter = { state?: string; kind?: string; date?: string };

export function fetchQueue(f: QueueFilter, langId: 1 | 2): Promise<QueueReport[]> {
  return post<QueueReport[]>("/ops/support/reports", { state: f.state, kind: f.kind, date: f.date, lang_id: langId });
}

export function answerReport(reportId: number, message: string, key: string): Promise<QueueReport> {
  return post<QueueReport>("/ops/support/answer", { report_id: reportId, message, answer_key: key });
}

export type Resolution =
  | { outcome: "credit"; amount: string; reason: string }
  | { outcome: "replacement"; replacementDate: string; mealId: string; reason: string }
  | { outcome: "none"; reason: string };

export function resolveReport(reportId: number, r: Resolution, key: string): Promise<QueueReport> {
  const fields =
    r.outcome === "credit"
      ? { amount: r.amount }
      : r.outcome === "replacement"
        ? { replacement_date: r.replacementDate, meal_id: r.mealId }
        : {};
  return post<QueueReport>("/ops/support/resolve", { report_id: reportId, outcome: r.outcome, reason: r.reason, outcome_key: key, ...fields });
}

export function fetchReportPhoto(photoId: string): Promise<Blob> {
  return postForBlob("/support/photo", { photo_id: photoId });
}
