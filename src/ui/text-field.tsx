// A labelled input with its error message beside it (aria-invalid, aria-describedby).
import { useCallback, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from "react";
import { useValueTypedBeforeHydration } from "./before-hydration.ts";
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
  const own = useRef<HTMLInputElement>(null);
  useValueTypedBeforeHydration(own, input.value, onValue);
  // One callback while the caller's ref stays the same, so React does not detach and attach it on every render.
  const ref = useCallback(
    (el: HTMLInputElement | null) => {
      own.current = el;
      if (typeof inputRef === "function") return inputRef(el);
      if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );
  return (
    <div className="tf-field">
      <label htmlFor={id}>{label}</label>
      <div className="tf-input-row">
        <input
          {...input}
          ref={ref}
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
