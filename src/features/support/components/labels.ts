// The names of a report's kind, state and outcome, in the page's language.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ReportKind, SupportReport } from "../api.ts";

export const KIND_LABELS: Record<ReportKind, MessageDescriptor> = {
  missing_dish: msg`A dish is missing`,
  wrong_dish: msg`A wrong dish came`,
  late_or_not_delivered: msg`Late or not delivered`,
  damaged_or_poor_quality: msg`Damaged or poor quality`,
  contains_avoided: msg`A dish has something I avoid`,
  other: msg`Something else`,
};

export const STATE_LABELS: Record<SupportReport["state"], MessageDescriptor> = {
  sent: msg`Sent`,
  in_review: msg`Being looked at`,
  resolved: msg`Resolved`,
};
