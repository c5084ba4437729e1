// Kysely's view of the database: one interface per table (the catalog here; the customer tables in
// schema-accounts.ts and schema-orders.ts, re-exported). Migrations in ./migrations create them;
// repos in ../repos are the only code that queries them.
import type { Generated } from "kysely";
import type {
  AppointmentRequestsTable,
  LoginFailuresTable,
  NewsletterSubscribersTable,
  PasswordResetsTable,
  SessionsTable,
  UsersTable,
} from "./schema-accounts.ts";
import type {
  AddressesTable,
  CouponUsesTable,
  PaymentAttemptsTable,
  PurchaseRefundsTable,
  PurchasesTable,
  SandboxPaymentsTable,
  WalletTransactionsTable,
} from "./schema-orders.ts";
import type { CustomerPreferencesTable, DayPicksTable, MealChangesTable, MealRatingsTable } from "./schema-meals.ts";
import type { MailOutboxTable, PlanChangesTable, PlanDayAddressesTable, PlanFrozenDaysTable } from "./schema-plans.ts";
import type { SupportMessagesTable, SupportPhotosTable, SupportReportsTable } from "./schema-support.ts";
import type { HealthProfilesTable, HealthWeightsTable, PlanDayPortionsTable, PlanPortionsTable } from "./schema-health.ts";
import type { NotifyMessagesTable, NotifyPreferencesTable, PushSubscriptionsTable } from "./schema-notify.ts";

export type * from "./schema-accounts.ts";
export type * from "./schema-orders.ts";
export type * from "./schema-plans.ts";
export type * from "./schema-meals.ts";
export type * from "./schema-support.ts";
export type * from "./schema-health.ts";
export type * from "./schema-notify.ts";

export interface MetaTable {
  key: string;
  value: string;
}

export interface PackageTypesTable {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface PackagesTable {
  id: number; // package_master_id
  package_type: number;
  name_en: string;
  name_ar: string;
  gram_label_en: string;
  gram_label_ar: string;
  description_en: string;
  description_ar: string;
  protein_grams: number;
  friday_charge_type: string;
  friday_charge_value: number;
  festival_affect: number;
  image: string;
  sort: number;
}

export interface PackageMaxValuesTable {
  package_id: number;
  meal_type_id: number;
  max_value: number;
}

export interface SubPackagesTable {
  id: Generated<number>;
  package_id: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  price_fils: number;
  actual_price_fils: number;
  min_cal: number;
  max_cal: number;
}

export interface MealTypesTable {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface ProteinTagsTable {
  id: number;
  title_en: string;
  title_ar: string;
  icon: string;
}

export interface MealsTable {
  id: number;
  meal_type_id: number;
  name_en: string;
  name_ar: string;
  protein_tag_id: number;
  /** Weekdays as Date#getDay() numbers, never 5 (Friday). */
  days: number[];
  prot_carbs_en: string;
  prot_carbs_ar: string;
  small_grams: number;
  small_calories: number;
  large_grams: number;
  large_calories: number;
  default_calories: number;
  /** Three hex colours for the generated illustration. */
  palette: string[];
  /** Allergens of the dish (ALLERGENS of seed/catalog-data/dish-facts.ts); migration 008. */
  allergens: Generated<string[]>;
  ingredients_en: string | null;
  ingredients_ar: string | null;
  /** Grams of protein, carbohydrate and fat of the small (100 g protein) portion. */
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
}

export interface MealPackagesTable {
  meal_id: number;
  package_id: number;
}

export interface DeliveryTimesTable {
  id: number;
  name_en: string;
  name_ar: string;
  sort: number;
}

export interface DeliveryMethodsTable {
  id: number;
  name_en: string;
  name_ar: string;
  sort: number;
}

export interface GovernoratesTable {
  id: number;
  name_en: string;
  name_ar: string;
}

export interface AreasTable {
  id: number;
  governorate_id: number;
  name_en: string;
  name_ar: string;
  lat: number;
  lng: number;
}

export interface ContentPagesTable {
  key: string;
  lang_id: number;
  html: string;
}

export interface CouponsTable {
  code: string;
  discount_type: string;
  discount_value: number;
  expires_at: Date;
  usage_limit: number;
  per_customer_limit: number;
}

export interface Database {
  meta: MetaTable;
  package_types: PackageTypesTable;
  packages: PackagesTable;
  package_max_values: PackageMaxValuesTable;
  sub_packages: SubPackagesTable;
  meal_types: MealTypesTable;
  protein_tags: ProteinTagsTable;
  meals: MealsTable;
  meal_packages: MealPackagesTable;
  delivery_times: DeliveryTimesTable;
  delivery_methods: DeliveryMethodsTable;
  governorates: GovernoratesTable;
  areas: AreasTable;
  content_pages: ContentPagesTable;
  coupons: CouponsTable;
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  login_failures: LoginFailuresTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  appointment_requests: AppointmentRequestsTable;
  addresses: AddressesTable;
  purchases: PurchasesTable;
  payment_attempts: PaymentAttemptsTable;
  purchase_refunds: PurchaseRefundsTable;
  wallet_transactions: WalletTransactionsTable;
  coupon_uses: CouponUsesTable;
  sandbox_payments: SandboxPaymentsTable;
  plan_frozen_days: PlanFrozenDaysTable;
  plan_day_addresses: PlanDayAddressesTable;
  plan_changes: PlanChangesTable;
  mail_outbox: MailOutboxTable;
  customer_preferences: CustomerPreferencesTable;
  day_picks: DayPicksTable;
  meal_ratings: MealRatingsTable;
  meal_changes: MealChangesTable;
  support_reports: SupportReportsTable;
  support_messages: SupportMessagesTable;
  support_photos: SupportPhotosTable;
  health_profiles: HealthProfilesTable;
  health_weights: HealthWeightsTable;
  plan_portions: PlanPortionsTable;
  plan_day_portions: PlanDayPortionsTable;
  push_subscriptions: PushSubscriptionsTable;
  notify_preferences: NotifyPreferencesTable;
  notify_messages: NotifyMessagesTable;
}
