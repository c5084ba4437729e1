// A password input with a show/hide toggle whose name says what it will do.
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode, type Ref } from "react";
import { TextField } from "../../../ui/text-field.tsx";

type Props = {
  id: string;
  label: ReactNode;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  autoComplete: "current-password" | "new-password";
  inputRef?: Ref<HTMLInputElement>;
};

export function PasswordField({ id, label, value, onValue, error, autoComplete, inputRef }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      id={id}
      label={label}
      type={shown ? "text" : "password"}
      dir="ltr"
      autoComplete={autoComplete}
      autoCapitalize="none"
      spellCheck={false}
      maxLength={128}
      value={value}
      onValue={onValue}
      error={error}
      inputRef={inputRef}
      after={
        <button type="button" className="acc-toggle" aria-controls={id} onClick={() => setShown(!shown)}>
          {shown ? t`Hide password` : t`Show password`}
        </button>
      }
    />
  );
}
