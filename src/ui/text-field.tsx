// A labelled input with its error message beside it (aria-invalid, aria-describedby).
import type { InputHTMLAttributes, ReactNode, Ref } from "react";
import "./text-field.css";

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "onChange"> & {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  onValue: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Something beside the input, such as the show/hide password button. */
  after?: ReactNode;
};

export function TextField({ id, label, error, onValue, inputRef, after, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className="tf-field">
      <label htmlFor={id}>{label}</label>
      <div className="tf-input-row">
        <input
          {...input}
          ref={inputRef}
          id={id}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {after}
      </div>
      {error && (
        <p id={errorId} className="tf-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
