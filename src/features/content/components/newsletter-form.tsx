// The newsletter form: checks the address, sends it, and says whether it is new or was already
// subscribed. Offline it says a connection is needed and keeps what was typed.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { toApiError } from "../../../lib/api-client.ts";
import { useHydrated, useValueTypedBeforeHydration } from "../../../ui/before-hydration.ts";
import { useLangId } from "../../../lib/use-lang-id.ts";
import { subscribeNewsletter } from "../api.ts";
import { checkEmail, type EmailProblem } from "../validation.ts";
import { FieldError } from "./field-error.tsx";

type State = "idle" | "sending" | "subscribed" | "already" | "offline" | "failed";

export function NewsletterForm() {
  const { t } = useLingui();
  const langId = useLangId();
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<EmailProblem>();
  const [state, setState] = useState<State>("idle");
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  useValueTypedBeforeHydration(input, email, setEmail);

  const problemText: Record<EmailProblem, string> = {
    missing: t`Please enter your email address.`,
    invalid: t`Please enter a valid email address, for example name@example.com.`,
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = checkEmail(email);
    setProblem(found);
    if (found) {
      setState("idle");
      input.current?.focus();
      return;
    }
    setState("sending");
    try {
      const { alreadySubscribed } = await subscribeNewsletter(email.trim(), langId);
      setState(alreadySubscribed ? "already" : "subscribed");
    } catch (err) {
      const apiError = toApiError(err);
      if (apiError.code === "invalid_email" || apiError.code === "missing_email") {
        setProblem("invalid");
        setState("idle");
        input.current?.focus();
      } else setState(apiError.isNetwork ? "offline" : "failed");
    }
  }

  return (
    <form className="stack-form newsletter-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="newsletter-email">
          <Trans>Email address</Trans>
        </label>
        <input
          ref={input}
          id="newsletter-email"
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          maxLength={254}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            if (state !== "sending") setState("idle");
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? "newsletter-email-error" : undefined}
        />
        <FieldError id="newsletter-email-error">{problem && problemText[problem]}</FieldError>
      </div>
      <button type="submit" className="btn btn-primary" disabled={state === "sending" || !hydrated}>
        {state === "sending" ? <Trans>Sending…</Trans> : <Trans>Subscribe</Trans>}
      </button>
      <div role="status" className="form-status">
        {state === "subscribed" && (
          <p className="confirmation">
            <Trans>Thank you! You are subscribed. Our next newsletter will reach your inbox.</Trans>
          </p>
        )}
        {state === "already" && (
          <p className="confirmation">
            <Trans>You are already subscribed with this address. There is nothing more to do.</Trans>
          </p>
        )}
      </div>
      <div role="alert" className="form-alert">
        {state === "offline" && <Trans>You are offline. Subscribing needs a connection; your email is kept here, so try again when you are online.</Trans>}
        {state === "failed" && <Trans>We could not subscribe you right now. Please try again in a moment.</Trans>}
      </div>
    </form>
  );
}
