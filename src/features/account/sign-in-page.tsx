// /account/signin and /sign-in: email and password (show/hide), 'Forgot password?' opening the
// 'Find your account' dialog. Empty fields say 'Please fill in the required fields'; a failed sign-in never says
// whether the account exists; offline it says a connection is needed and keeps what was typed.
// Signed in, it goes back to the screen named in `?next=` (a path of this site only).
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "../../ui/toast.tsx";
import { Link, useSearch } from "wouter";
import { toApiError } from "../../lib/api-client.ts";
import { signIn } from "./api.ts";
import { FindAccountModal } from "./components/find-account-modal.tsx";
import { PasswordField } from "./components/password-field.tsx";
import { useHydrated } from "../../ui/before-hydration.ts";
import { TextField } from "../../ui/text-field.tsx";
import { FIELDS_REQUIRED, OFFLINE_SIGN_IN, serverProblem } from "./messages.ts";
import { returnPath } from "./return-path.ts";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";
import "./account.css";

type Errors = { email?: string; password?: string };

export function SignInPage() {
  const { t, i18n } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const hydrated = useHydrated();
  const next = returnPath(new URLSearchParams(useSearch()).get("next"));
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [findOpen, setFindOpen] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const required = i18n._(FIELDS_REQUIRED);
    const missing: Errors = {};
    if (email.trim() === "") missing.email = required;
    if (password === "") missing.password = required;
    setErrors(missing);
    if (missing.email || missing.password) {
      toast.warning(required);
      (missing.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      const user = await signIn(email, password);
      await completeSignIn(user, t`Logged in successfully`, next);
    } catch (err) {
      const problem = serverProblem(toApiError(err), OFFLINE_SIGN_IN);
      toast.error(i18n._(problem.message));
      setBusy(false);
    }
  }

  return (
    <section className="page narrow acc-page" aria-labelledby="signin-title">
      <h1 id="signin-title">
        <Trans>Sign in to your account</Trans>
      </h1>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <TextField
          id="signin-email"
          label={<Trans>Email</Trans>}
          type="email"
          dir="ltr"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          value={email}
          onValue={setEmail}
          error={errors.email}
          inputRef={emailRef}
        />
        <PasswordField
          id="signin-password"
          label={<Trans>Password</Trans>}
          autoComplete="current-password"
          value={password}
          onValue={setPassword}
          error={errors.password}
          inputRef={passwordRef}
        />
        <button type="button" className="acc-link-button" onClick={() => setFindOpen(true)}>
          <Trans>Forgot password?</Trans>
        </button>
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || !hydrated}>
          {busy ? <Trans>Signing in…</Trans> : <Trans>Sign in</Trans>}
        </button>
      </form>
      <p className="acc-switch">
        <Trans>New here?</Trans>{" "}
        <Link href="/account/signup">
          <Trans>Sign up and create your account</Trans>
        </Link>
      </p>
      {findOpen && <FindAccountModal initial={email} onClose={() => setFindOpen(false)} />}
    </section>
  );
}
