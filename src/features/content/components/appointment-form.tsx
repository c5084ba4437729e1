// The short request form behind 'Book an appointment': name, phone, preferred time. Checks what
// was typed, sends it, and says what happened; the typed values live with the caller, so closing
// the popup or a failed send loses nothing.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { toApiError } from "../../../lib/api-client.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { bookAppointment, type PreferredTime } from "../api.ts";
import { checkName, checkPhone, normalizeName, normalizePhone, type NameProblem, type PhoneProblem } from "../validation.ts";
import { FieldError } from "./field-error.tsx";

export type AppointmentValues = { name: string; phone: string; preferredTime: PreferredTime };

type Problems = { name?: NameProblem; phone?: PhoneProblem };
type SendState = { kind: "idle" | "sending" | "offline" | "failed" } | { kind: "sent"; appointmentId: number };

type Props = {
  dieticianId: 1 | 2 | 3 | 4;
  values: AppointmentValues;
  onChange: (values: AppointmentValues) => void;
  onDone: () => void;
};

export function AppointmentForm({ dieticianId, values, onChange, onDone }: Props) {
  const { t } = useLingui();
  const langId = useLangId();
  const [problems, setProblems] = useState<Problems>({});
  const [send, setSend] = useState<SendState>({ kind: "idle" });
  const nameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);

  const nameText: Record<NameProblem, string> = {
    missing: t`Please enter your name.`,
    "too-long": t`Please shorten your name to 80 characters or fewer.`,
    invalid: t`Please use letters only in your name.`,
  };
  const phoneText: Record<PhoneProblem, string> = {
    missing: t`Please enter your phone number.`,
    invalid: t`Please enter a Kuwaiti number of 8 digits starting with 2, 4, 5, 6 or 9.`,
  };

  function show(found: Problems) {
    setProblems(found);
    if (found.name) nameRef.current?.focus();
    else if (found.phone) phoneRef.current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Problems = { name: checkName(values.name), phone: checkPhone(values.phone) };
    if (found.name || found.phone) return show(found);
    setProblems({});
    setSend({ kind: "sending" });
    try {
      const { appointmentId } = await bookAppointment({
        dieticianId,
        name: normalizeName(values.name),
        phone: normalizePhone(values.phone),
        preferredTime: values.preferredTime,
        langId,
      });
      setSend({ kind: "sent", appointmentId });
    } catch (err) {
      const apiError = toApiError(err);
      // The server applies the same rules; a field it refuses is shown on that field.
      const field = apiError.code === "invalid_name" ? "name" : apiError.code === "invalid_phone" ? "phone" : undefined;
      if (field) {
        setSend({ kind: "idle" });
        show({ [field]: "invalid" });
      } else setSend({ kind: apiError.isNetwork ? "offline" : "failed" });
    }
  }

  if (send.kind === "sent") {
    const requestNumber = send.appointmentId;
    return (
      <div className="form-done" role="status">
        <p className="confirmation">
          <Trans>Thank you! Your request is sent. We will call you to confirm the time of your appointment.</Trans>
        </p>
        <p>
          <Trans>Request number {requestNumber}</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={onDone}>
          <Trans>Done</Trans>
        </button>
      </div>
    );
  }

  return (
    <form className="stack-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="appointment-name">
          <Trans>Your name</Trans>
        </label>
        <input
          ref={nameRef}
          id="appointment-name"
          name="name"
          autoComplete="name"
          maxLength={120}
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
          aria-invalid={problems.name ? true : undefined}
          aria-describedby={problems.name ? "appointment-name-error" : undefined}
        />
        <FieldError id="appointment-name-error">{problems.name && nameText[problems.name]}</FieldError>
      </div>
      <div className="field">
        <label htmlFor="appointment-phone">
          <Trans>Phone number</Trans>
        </label>
        <input
          ref={phoneRef}
          id="appointment-phone"
          name="phone"
          type="tel"
          dir="ltr"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={20}
          value={values.phone}
          onChange={(e) => onChange({ ...values, phone: e.target.value })}
          aria-invalid={problems.phone ? true : undefined}
          aria-describedby={problems.phone ? "appointment-phone-error phone-hint" : "phone-hint"}
        />
        <p id="phone-hint" className="field-hint">
          <Trans>8 digits, for example 99887766</Trans>
        </p>
        <FieldError id="appointment-phone-error">{problems.phone && phoneText[problems.phone]}</FieldError>
      </div>
      <div className="field">
        <label htmlFor="appointment-time">
          <Trans>Preferred time</Trans>
        </label>
        <select
          id="appointment-time"
          name="preferred_time"
          value={values.preferredTime}
          onChange={(e) => onChange({ ...values, preferredTime: e.target.value as PreferredTime })}
        >
          <option value="morning">{t`Morning (9 AM to 12 PM)`}</option>
          <option value="afternoon">{t`Afternoon (12 PM to 4 PM)`}</option>
          <option value="evening">{t`Evening (4 PM to 8 PM)`}</option>
        </select>
      </div>
      <div role="alert" className="form-alert">
        {send.kind === "offline" && <Trans>You are offline. Your details are kept here; send them again when you are connected.</Trans>}
        {send.kind === "failed" && <Trans>We could not send your request. Please try again in a moment.</Trans>}
      </div>
      <button type="submit" className="btn btn-primary" disabled={send.kind === "sending"}>
        {send.kind === "sending" ? <Trans>Sending…</Trans> : <Trans>Send request</Trans>}
      </button>
    </form>
  );
}
