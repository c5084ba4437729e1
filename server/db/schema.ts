// Kysely's view of the database: one interface per table. Migrations in ./migrations create them;
// repos in ../repos are the only code that queries them.
import type { Generated } from "kysely";

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

export interface NewsletterSubscribersTable {
  id: Generated<number>;
  /** As typed (trimmed); unique on lower(email). */
  email: string;
  lang_id: number;
  created_at: Generated<Date>;
}

export type PreferredTime = "morning" | "afternoon" | "evening";

export interface AppointmentRequestsTable {
  id: Generated<number>;
  dietician_id: number;
  name: string;
  /** Eight Latin digits. */
  phone: string;
  preferred_time: PreferredTime;
  lang_id: number;
  created_at: Generated<Date>;
}

/** A customer account (migration 002). Email is unique whatever its case; mobile_no is 8 digits. */
export interface UsersTable {
  id: Generated<number>;
  first_name: string;
  last_name: string;
  email: string;
  mobile_no: string;
  /** `scrypt$N$r$p$salt$hash` (server/auth/password.ts); never the password. */
  password_hash: string;
  referral_code: string;
  referred_by: number | null;
  wallet_fils: Generated<number>;
  created_at: Generated<Date>;
  password_changed_at: Generated<Date>;
}

/** A bearer session: only the SHA-256 of the token is stored. */
export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  device_name: Generated<string>;
  device_id: Generated<string>;
  created_at: Generated<Date>;
  expires_at: Date;
  revoked_at: Date | null;
}

/** A single-use password reset token (hashed), valid for 30 minutes. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
  used_at: Date | null;
}

/** Failed (or in-flight) sign-ins, counted by the rate limiter per email and per client address. */
export interface LoginFailuresTable {
  id: Generated<number>;
  email_key: string;
  address: string;
  created_at: Generated<Date>;
}

export type AddressType = "house" | "building" | "office";

export interface AddressesTable {
  id: Generated<number>;
  user_id: number;
  idempotency_key: string;
  address_type: AddressType;
  area_id: number;
  block: string;
  street: string;
  avenue: Generated<string>;
  house_number: Generated<string>;
  appartment_number: Generated<string>;
  floor_no: Generated<string>;
  flat_no: Generated<string>;
  company_name: Generated<string>;
  office_number: Generated<string>;
  directions: Generated<string>;
  mobile_number: string;
  lat: number | null;
  lng: number | null;
  created_at: Generated<Date>;
}

export type PurchaseStatus = "pending" | "paid" | "declined" | "cancelled" | "superseded";
export type PaymentType = "knet" | "visa";
export type PaymentOutcome = "approved" | "declined" | "cancelled";

/** A package bought (migration 005): one per customer and unique_code; amounts in fils. */
export interface PurchasesTable {
  id: Generated<number>;
  user_id: number;
  unique_code: string;
  /** What the order was (sub-package, dates, delivery, coupon, wallet, total): a repeat must match. */
  fingerprint: string;
  package_id: number;
  sub_package_id: number;
  days: number;
  meals: number;
  snacks: number;
  soups: number;
  delivery_time_id: number;
  delivery_method_id: number;
  delivery_address_id: number;
  /** yyyy-mm-dd, a Kuwait day. */
  start_date: string;
  /** The last delivery day (Fridays skipped). */
  end_date: string;
  payment_type: PaymentType;
  coupon_code: string | null;
  package_fils: number;
  discount_fils: number;
  wallet_fils: number;
  total_fils: number;
  cashback_fils: Generated<number>;
  status: PurchaseStatus;
  created_at: Generated<Date>;
  paid_at: Date | null;
}

/** One try at paying a purchase through the gateway; `reference` is what the gateway knows. */
export interface PaymentAttemptsTable {
  id: Generated<number>;
  purchase_id: number;
  reference: string;
  gateway: string;
  payment_type: PaymentType;
  amount_fils: number;
  status: "pending" | PaymentOutcome;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface WalletTransactionsTable {
  id: Generated<number>;
  user_id: number;
  purchase_id: number;
  kind: "spend" | "cashback";
  amount_fils: number;
  created_at: Generated<Date>;
}

export interface CouponUsesTable {
  id: Generated<number>;
  coupon_code: string;
  user_id: number;
  purchase_id: number;
  created_at: Generated<Date>;
}

/** The sandbox gateway's own records (server/payments/sandbox.ts). */
export interface SandboxPaymentsTable {
  reference: string;
  payment_type: string;
  amount_fils: number;
  description: string;
  return_path: string;
  status: "pending" | PaymentOutcome;
  created_at: Generated<Date>;
  decided_at: Date | null;
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
  wallet_transactions: WalletTransactionsTable;
  coupon_uses: CouponUsesTable;
  sandbox_payments: SandboxPaymentsTable;
}
