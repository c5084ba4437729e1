// /account/signup and /sign-up: first name, last name, email, mobile (Arabic-Indic digits fine),
// password and confirmation. Problems are checked in the order of docs/product-rules.md "Sign up and sign in": each shows beside its field
// and the first one in a toast. A `?ref=CODE` link carries a referral code.
import { Trans, useLingui } from "@lingui/react/macro";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "../../ui/toast.tsx";
import { Link, useSearch } from "wouter";
import { toApiError } from "../../lib/api-client.ts";
import { signUp } from "./api.ts";
import { PasswordField } from "./components/password-field.tsx";
import { useHydrated } from "../../ui/before-hydration.ts";
import { TextField } from "../../ui/text-field.tsx";
import { OFFLINE_SIGN_UP, PROBLEM_MESSAGES, serverProblem } from "./messages.ts";
import { normalizeMobile } from "../../../rules/phone.ts";
import { checkSignUp, firstProblem, SIGN_UP_ORDER, type SignUpField, type SignUpInput } from "./sign-up-rules.ts";
import { useCompleteSignIn } from "./use-complete-sign-in.ts";
import "./account.css";

const EMPTY: SignUpInput = { firstName: "", lastName: "", email: "", mobile: "", password: "", confirm: "" };

export function SignUpPage() {
  const { t, i18n } = useLingui();
  const completeSignIn = useCompleteSignIn();
  const hydrated = useHydrated();
  const referralCode = new URLSearchParams(useSearch()).get("ref")?.trim().slice(0, 32) ?? "";
  const [form, setForm] = useState<SignUpInput>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const [busy, setBusy] = useState(false);
  const refs = useRef<Partial<Record<SignUpField, HTMLInputElement | null>>>({});

  const set = (field: SignUpField) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  const bind = (field: SignUpField) => ({
    id: `signup-${field}`,
    value: form[field],
    onValue: set(field),
    error: errors[field],
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
  });

  function announce(field: SignUpField, message: string) {
    toast.warning(message);
    refs.current[field]?.focus();
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problems = checkSignUp(form);
    const shown: Partial<Record<SignUpField, string>> = {};
    for (const field of SIGN_UP_ORDER) {
      const problem = problems[field];
      if (problem) shown[field] = i18n._(PROBLEM_MESSAGES[problem]);
    }
    setErrors(shown);
    const first = firstProblem(problems, SIGN_UP_ORDER);
    if (first) {
      announce(first, shown[first]!);
      return;
    }
    setBusy(true);
    try {
      const user = await signUp({ ...form, mobileNo: normalizeMobile(form.mobile)!, referralCode });
      await completeSignIn(user, t`Registered successfully`);
    } catch (err) {
      setBusy(false);
      const problem = serverProblem(toApiError(err), OFFLINE_SIGN_UP);
      const message = i18n._(problem.message);
      const field = problem.field === "token" ? undefined : problem.field;
      if (field) {
        setErrors({ [field]: message });
        announce(field, message);
      } else toast.error(message);
    }
  }

  return (
    <section className="page narrow acc-page" aria-labelledby="signup-title">
      <h1 id="signup-title">
        <Trans>Sign up and create your account</Trans>
      </h1>
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
        <div className="acc-row">
          <TextField {...bind("firstName")} label={<Trans>First name</Trans>} autoComplete="given-name" maxLength={60} />
          <TextField {...bind("lastName")} label={<Trans>Last name</Trans>} autoComplete="family-name" maxLength={60} />
        </div>
        <TextField {...bind("email")} label={<Trans>Email</Trans>} type="email" dir="ltr" autoComplete="email" autoCapitalize="none" spellCheck={false} maxLength={254} />
        <TextField
          {...bind("mobile")}
          label={<Trans>Mobile number</Trans>}
          type="text"
          inputMode="numeric"
          dir="ltr"
          autoComplete="tel-national"
          maxLength={12}
          placeholder="5XXXXXXX"
        />
        <PasswordField {...bind("password")} label={<Trans>Password (at least 8 characters)</Trans>} autoComplete="new-password" />
        <PasswordField {...bind("confirm")} label={<Trans>Confirm password</Trans>} autoComplete="new-password" />
        <button type="submit" className="btn btn-primary btn-large" disabled={busy || !hydrated}>
          {busy ? <Trans>Creating your account…</Trans> : <Trans>Register</Trans>}
        </button>
      </form>
      <p className="acc-switch">
        <Trans>Already have an account?</Trans>{" "}
        <Link href="/account/signin">
          <Trans>Sign in to your account</Trans>
        </Link>
      </p>
    </section>
  );
}
