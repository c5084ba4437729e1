// Calls that did nothing in the original and now work (docs/product-rules.md "Buttons that work"):
// the newsletter sign-up and a request for an appointment with a dietician. POST with form data,
// answers `{ data }`; bad input is a 400 whose code names the field (server/http/input.ts).
import { Hono } from "hono";
import { z } from "zod";
import { input, langField, oneOf } from "../http/input.ts";
import type { AppDeps } from "../deps.ts";

export const EMAIL_MAX = 254;
export const NAME_MAX = 80;
export const DIETICIAN_IDS = [1, 2, 3, 4] as const;
export const PREFERRED_TIMES = ["morning", "afternoon", "evening"] as const;

/** Arabic-Indic (٠-٩) and Eastern Arabic-Indic (۰-۹) digits to Latin digits. */
function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf));
}

const emailField = z.string().trim().max(EMAIL_MAX).pipe(z.email());

/** Kuwaiti mobile or landline: 8 digits starting 2, 4, 5, 6 or 9; spaces and dashes are ignored. */
const phoneField = z
  .string()
  .max(32)
  .transform((v) => latinDigits(v).replace(/[\s-]/g, ""))
  .pipe(z.string().regex(/^[24569]\d{7}$/));

/** A person's name: trimmed, inner spaces collapsed, no control characters. */
const nameField = z
  .string()
  .max(NAME_MAX * 4)
  .transform((v) => v.trim().replace(/\s+/g, " "))
  .pipe(
    z
      .string()
      .min(1)
      .max(NAME_MAX)
      // eslint-disable-next-line no-control-regex
      .regex(/^[^\u0000-\u001f\u007f<>]+$/),
  );

const subscribeSchema = z.object({ email: emailField, lang_id: langField });

const appointmentSchema = z.object({
  dietician_id: oneOf(DIETICIAN_IDS),
  name: nameField,
  phone: phoneField,
  preferred_time: z.enum(PREFERRED_TIMES),
  lang_id: langField,
});

export function engagementRoutes(deps: AppDeps) {
  const repo = deps.engagementRepo;
  const app = new Hono();

  app.post("/newslettersubscribe", async (c) => {
    const { email, lang_id } = await input(c, subscribeSchema);
    const { alreadySubscribed } = await repo.subscribe(email, lang_id);
    return c.json({ data: { subscribed: true, already_subscribed: alreadySubscribed } });
  });

  app.post("/bookappointment", async (c) => {
    const fields = await input(c, appointmentSchema);
    const { id } = await repo.requestAppointment({
      dieticianId: fields.dietician_id,
      name: fields.name,
      phone: fields.phone,
      preferredTime: fields.preferred_time,
      langId: fields.lang_id,
    });
    return c.json({ data: { appointment_id: id } });
  });

  return app;
}
