// "Hide dishes I avoid", for a signed-in customer who has marked proteins or allergens to avoid,
// and the way to the screen where they change them.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import { Link } from "wouter";

export const PREFERENCES_PATH = "/my-plan/preferences";

export function AvoidToggle({ hide, onChange }: { hide: boolean; onChange: (hide: boolean) => void }) {
  const id = useId();
  return (
    <div className="avoid-toggle">
      <input id={id} type="checkbox" checked={hide} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        <Trans>Hide dishes I avoid</Trans>
      </label>
      <Link href={PREFERENCES_PATH} className="avoid-edit">
        <Trans>Change what I avoid</Trans>
      </Link>
    </div>
  );
}
