// The message under a form field that explains what is wrong with it (linked by aria-describedby).
import type { ReactNode } from "react";

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  if (!children) return null;
  return (
    <p id={id} className="field-error">
      {children}
    </p>
  );
}
