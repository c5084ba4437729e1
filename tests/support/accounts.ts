// Server-test helpers for accounts: register a fresh customer (unique email and mobile) and sign in,
// through the real calls. Routes that need a signed-in customer (addresses, purchases) use these.
import { randomBytes } from "node:crypto";
import type { TestApp } from "./test-app.ts";

export type TestCustomer = {
  userId: number;
  token: string;
  email: string;
  mobileNo: string;
  password: string;
  firstName: string;
  lastName: string;
};

let counter = 0;

/** A unique, valid Kuwaiti mobile number and email for this run. */
export function uniqueContact(): { email: string; mobileNo: string } {
  counter += 1;
  const salt = randomBytes(4).readUInt32BE(0) % 10000;
  const mobileNo = `9${String(salt).padStart(4, "0")}${String(counter % 1000).padStart(3, "0")}`;
  return { email: `customer.${randomBytes(6).toString("hex")}@example.com`, mobileNo };
}

export const TEST_PASSWORD = "Saffron-Harbour-42";

export function registrationFields(overrides: Record<string, string> = {}): Record<string, string> {
  const { email, mobileNo } = uniqueContact();
  return {
    first_name: "Noura",
    last_name: "Al-Sabah",
    email,
    mobile_no: mobileNo,
    referral_code: "",
    password: TEST_PASSWORD,
    device_name: "test",
    device_token: "test",
    device_id: "test",
    ...overrides,
  };
}

type UserWire = { user_id: number; first_name: string; last_name: string; email: string; mobile_no: string; token: string };

/** Registers a new customer and answers it with its bearer token. Fails the test on any error. */
export async function registerCustomer(t: TestApp, overrides: Record<string, string> = {}): Promise<TestCustomer> {
  const fields = registrationFields(overrides);
  const res = await t.postForm("/api/userregistration", fields);
  const body = (await res.json()) as { data: UserWire | null; error_msg?: string };
  if (res.status !== 200 || !body.data) throw new Error(`registration failed: ${res.status} ${JSON.stringify(body)}`);
  return {
    userId: body.data.user_id,
    token: body.data.token,
    email: body.data.email,
    mobileNo: body.data.mobile_no,
    password: fields.password!,
    firstName: body.data.first_name,
    lastName: body.data.last_name,
  };
}

export function bearer(token: string): RequestInit {
  return { headers: { Authorization: `Bearer ${token}` } };
}
