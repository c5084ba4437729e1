// The content feature's calls: newsletter sign-up and a dietician appointment request
// (server/routes/engagement.ts). The wire's snake_case answers become app types here.
import { post } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";

export type PreferredTime = "morning" | "afternoon" | "evening";

export async function subscribeNewsletter(email: string, langId: LangId): Promise<{ alreadySubscribed: boolean }> {
  const data = await post<{ subscribed: boolean; already_subscribed: boolean }>("/newslettersubscribe", { email, lang_id: langId });
  return { alreadySubscribed: data.already_subscribed };
}

export type AppointmentRequest = {
  dieticianId: number;
  name: string;
  phone: string;
  preferredTime: PreferredTime;
  langId: LangId;
};

export async function bookAppointment(request: AppointmentRequest): Promise<{ appointmentId: number }> {
  const data = await post<{ appointment_id: number }>("/bookappointment", {
    dietician_id: request.dieticianId,
    name: request.name,
    phone: request.phone,
    preferred_time: request.preferredTime,
    lang_id: request.langId,
  });
  return { appointmentId: data.appointment_id };
}
