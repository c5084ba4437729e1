import { useLingui } from "@lingui/react/macro";

export function Spinner({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className="spinner" role="status">
      <span className="spinner-ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Loading…`}</span>
    </div>
  );
}
