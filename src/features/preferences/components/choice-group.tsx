// One group of checkboxes (fieldset and legend): the proteins or the allergens a customer avoids.
// Props in, changes out.
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { useId, type ReactNode } from "react";

type Props<N extends string> = {
  legend: ReactNode;
  hint: ReactNode;
  names: readonly N[];
  labels: Record<N, MessageDescriptor>;
  checked: readonly string[];
  onChange: (name: N, on: boolean) => void;
};

export function ChoiceGroup<N extends string>({ legend, hint, names, labels, checked, onChange }: Props<N>) {
  const { i18n } = useLingui();
  const id = useId();
  return (
    <fieldset className="prefs-group" aria-describedby={`${id}-hint`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="prefs-hint">
        {hint}
      </p>
      <ul className="prefs-choices">
        {names.map((name) => (
          <li key={name}>
            <input
              id={`${id}-${name}`}
              type="checkbox"
              name={name}
              checked={checked.includes(name)}
              onChange={(e) => onChange(name, e.target.checked)}
            />
            <label htmlFor={`${id}-${name}`}>{i18n._(labels[name])}</label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
