// 'Find your account': asks for the email address or mobile number and requests a reset link.
// The answer is the same whether or not an account exists; outside production the server also
// answers the link, shown here so developers (and the end-to-end test) can follow it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "wouter";
import { toApiError } from "../../../lib/api-client.ts";
import { Modal } from "../../../ui/modal.tsx";
import { requestReset } from "../api.ts";
import { OFFLINE_RESET, serverProblem } from "../messages.ts";
import { TextField } from "../../../ui/text-field.tsx";

type State = { step: "asking"; error?: string } | { step: "sending" } | { step: "sent"; devResetPath?: string | undefined };

export function FindAccountModal({ onClose, initial }: { onClose: () => void; initial: string }) {
  const { t, i18n } = useLingui();
  const [identifier, setIdentifier] = useState(initial);
  const [state, setState] = useState<State>({ step: "asking" });
  const input = useRef<HTMLInputElement>(null);
  const done = useRef<HTMLButtonElement>(null);
  const sent = state.step === "sent";
  // The customer came to type: the field, not the dialog's close button, takes focus first.
  useEffect(() => {
    input.current?.focus();
  }, []);
  // The Send button is gone once sent: focus moves to the button that closes the dialog.
  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function send(e: FormEvent) {
    e.preventDefault();
    if (identifier.trim() === "") {
      setState({ step: "asking", error: t`Enter your email address or mobile number.` });
      input.current?.focus();
      return;
    }
    setState({ step: "sending" });
    try {
      const { devResetPath } = await requestReset(identifier, i18n.locale === "ar" ? 2 : 1);
      setState({ step: "sent", devResetPath });
    } catch (err) {
      setState({ step: "asking", error: i18n._(serverProblem(toApiError(err), OFFLINE_RESET).message) });
    }
  }

  return (
    <Modal title={<Trans>Find your account</Trans>} onClose={onClose}>
      {state.step === "sent" ? (
        <div className="acc-sent">
          <p role="status">
            <Trans>If an account matches, we have sent it a link to choose a new password. The link works for 30 minutes.</Trans>
          </p>
          {state.devResetPath && (
            <p>
              <Link href={state.devResetPath} onClick={onClose}>
                <Trans>Open the reset link (development only)</Trans>
              </Link>
            </p>
          )}
          <button ref={done} type="button" className="btn btn-outline" onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      ) : (
        <form className="acc-form" onSubmit={(e) => void send(e)} noValidate>
          <p>
            <Trans>Enter the email address or mobile number of your account.</Trans>
          </p>
          <TextField
            id="find-account-identifier"
            label={<Trans>Email or mobile number</Trans>}
            type="text"
            dir="ltr"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            value={identifier}
            onValue={setIdentifier}
            inputRef={input}
            error={state.step === "asking" ? state.error : undefined}
          />
          <button type="submit" className="btn btn-primary" disabled={state.step === "sending"}>
            {state.step === "sending" ? <Trans>Sending…</Trans> : <Trans>Send</Trans>}
          </button>
        </form>
      )}
    </Modal>
  );
}
