// Delivery windows and methods, coupons, and the demo customer documented in the README.
import type { SeedCoupon, SeedCustomer, SeedDeliveryMethod, SeedDeliveryTime } from "../types.ts";

/** Id 1 is the builder's default window. Arabic keeps Latin digits (product decision). */
export const deliveryTimes: SeedDeliveryTime[] = [
  { id: 1, name: { en: "8 AM to 6 PM", ar: "8 صباحًا إلى 6 مساءً" }, sort: 1 },
  { id: 2, name: { en: "6 AM to 9 AM", ar: "6 صباحًا إلى 9 صباحًا" }, sort: 2 },
  { id: 3, name: { en: "10 AM to 1 PM", ar: "10 صباحًا إلى 1 ظهرًا" }, sort: 3 },
  { id: 4, name: { en: "3 PM to 6 PM", ar: "3 عصرًا إلى 6 مساءً" }, sort: 4 },
];

/** Id 1 is the builder's default method. */
export const deliveryMethods: SeedDeliveryMethod[] = [
  { id: 1, name: { en: "Leave the box at the door", ar: "اترك الصندوق عند الباب" }, sort: 1 },
  { id: 2, name: { en: "Call me on arrival", ar: "اتصل بي عند الوصول" }, sort: 2 },
  { id: 3, name: { en: "Ring the bell and hand it to me", ar: "اقرع الجرس وسلّمني الطلب" }, sort: 3 },
];

export const coupons: SeedCoupon[] = [
  {
    code: "WELCOME10",
    discountType: "percentage",
    discountValue: 10,
    expiresAt: "2030-01-01",
    usageLimit: 1000,
    perCustomerLimit: 1,
  },
  {
    code: "RAMADAN25",
    discountType: "percentage",
    discountValue: 25,
    expiresAt: "2030-01-01",
    usageLimit: 500,
    perCustomerLimit: 1,
  },
  {
    code: "EXPIRED15",
    discountType: "percentage",
    discountValue: 15,
    expiresAt: "2024-01-01",
    usageLimit: 1000,
    perCustomerLimit: 1,
  },
];

export const demoCustomer: SeedCustomer = {
  firstName: "Demo",
  lastName: "Customer",
  email: "demo@example.com",
  mobileNo: "50000000",
  password: "Demo-pass-2024",
  walletFils: 25000,
};
