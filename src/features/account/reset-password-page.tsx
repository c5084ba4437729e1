// /reset-password?token=…: reached from the reset link. A new password and its confirmation; on
// success the customer is signed in (every other session of the account was signed out).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "../../ui/toast.tsx";
import { Link, useSearch } from "wouter";
import { toApiError } from "../../lib/api-client.ts";
import { resetPassword } from "./api.ts";
import { PasswordField } from "./components/password-field.tsx";
import { OFFLINE_RESET, PROBLEM_MESSAGES, serverProblem } from "./messages.ts";
import { checkNewPassword } from "./sign-up-rules.ts";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";
import "./account.css";

type Field = "password" | "confirm";

export function ResetPasswordPage() {
  const { t, i18n } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [linkBroken, setLinkBroken] = useState(token === "");
  const [busy, setBusy] = useState(false);
  const refs = { password: useRef<HTMLInputElement>(null), confirm: useRef<HTMLInputElement>(null) };

  function show(field: Field, message: string) {
    setErrors({ [field]: message });
    toast.warning(message);
    refs[field].current?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problems = checkNewPassword(password, confirm);
    const field: Field | undefined = problems.password ? "password" : problems.confirm ? "confirm" : undefined;
    if (field) {
      show(field, i18n._(PROBLEM_MESSAGES[problems[field]!]));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const user = await resetPassword(token, password);
      await completeSignIn(user, t`Your password has been changed. You are signed in.`);
    } catch (err) {
      setBusy(false);
      const problem = serverProblem(toApiError(err), OFFLINE_RESET);
      if (problem.field === "token") setLinkBroken(true);
      if (problem.field === "password") show("password", i18n._(problem.message));
      else toast.error(i18n._(problem.message));
    }
  }

  return (
    <section className="page narrow acc-page" aria-labelledby="reset-title">
      <h1 id="reset-title">
        <Trans>Choose a new password</Trans>
      </h1>
      {linkBroken ? (
        <div className="acc-sent">
          <p role="alert">
            <Trans>This reset link is invalid or has expired. Ask for a new one.</Trans>
          </p>
          <Link href="/account/signin" className="btn btn-primary">
            <Trans>Back to sign in</Trans>
          </Link>
        </div>
      ) : (
        <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <PasswordField
            id="reset-password"
            label={<Trans>New password (at least 8 characters)</Trans>}
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
            inputRef={refs.password}
          />
          <PasswordField
            id="reset-confirm"
            label={<Trans>Confirm password</Trans>}
            autoComplete="new-password"
            value={confirm}
            onValue={setConfirm}
            error={errors.confirm}
            inputRef={refs.confirm}
          />
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Save and sign in</Trans>}
          </button>
        </form>
      )}
    </section>
  );
}
