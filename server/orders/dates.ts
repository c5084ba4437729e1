// Start and end dates of a subscription (PRODUCT.md "Start date"): one set of rules for the server
// and the PWA, written once in src/lib/order-dates.ts (plain functions, no browser API), so the
// builder's calendar and the server's checks can never disagree.
export {
  START_LEAD_DAYS,
  START_MAX_DAYS,
  addDays,
  isIsoDate,
  isSelectableStart,
  kuwaitToday,
  lastDeliveryDay,
  startWindow,
  weekdayOf,
} from "../../src/lib/order-dates.ts";
