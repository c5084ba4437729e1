// /dietician: why a dietician helps, our four dieticians, and 'Book an appointment', which opens
// a short request form the server stores (docs/product-rules.md "Buttons that work").
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Modal } from "../../ui/modal.tsx";
import { AppointmentForm, type AppointmentValues } from "./components/appointment-form.tsx";
import { DieticianCard } from "./components/dietician-card.tsx";
import { WhyDietician } from "./components/why-dietician.tsx";
import { DIETICIANS } from "./dieticians.ts";
import "./content.css";

export function DieticianPage() {
  const { t, i18n } = useLingui();
  const [bookingFor, setBookingFor] = useState<(typeof DIETICIANS)[number]>();
  // What was typed lives here, so closing the form (or booking with another dietician) keeps it.
  const [values, setValues] = useState<AppointmentValues>({ name: "", phone: "", preferredTime: "morning" });
  const dieticianName = bookingFor ? i18n._(bookingFor.name) : "";

  return (
    <div className="page content-page">
      <WhyDietician />

      <section aria-labelledby="team-title" className="team">
        <h2 id="team-title">
          <Trans>Meet our dieticians</Trans>
        </h2>
        <p>
          <Trans>Book a free 20-minute call with one of our dieticians. We will call you at the time you prefer.</Trans>
        </p>
        <ul className="dietician-list" aria-label={t`Our dieticians`}>
          {DIETICIANS.map((d) => (
            <li key={d.id}>
              <DieticianCard
                dietician={d}
                onBook={() => setBookingFor(d)}
              />
            </li>
          ))}
        </ul>
      </section>

      {bookingFor && (
        <Modal title={<Trans>Book an appointment with {dieticianName}</Trans>} onClose={() => setBookingFor(undefined)}>
          <AppointmentForm dieticianId={bookingFor.id} values={values} onChange={setValues} onDone={() => setBookingFor(undefined)} />
        </Modal>
      )}
    </div>
  );
}
