// One accordion section of the order builder: a native <details> whose summary shows the section's
// title and the current choice, so a closed section still says what was chosen.
import type { ReactNode, RefObject } from "react";

type Props = {
  title: string;
  current: ReactNode;
  open: boolean;
  onToggle: (open: boolean) => void;
  children: ReactNode;
  detailsRef?: RefObject<HTMLDetailsElement | null>;
  id?: string;
};

export function BuilderSection({ title, current, open, onToggle, children, detailsRef, id }: Props) {
  return (
    <details className="builder-section" open={open} onToggle={(e) => onToggle(e.currentTarget.open)} ref={detailsRef} id={id}>
      <summary>
        <span className="builder-section-title">{title}</span>
        <span className="builder-section-current">{current}</span>
      </summary>
      <fieldset className="builder-fieldset">
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}
