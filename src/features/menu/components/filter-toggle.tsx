// The Filter toggle in the menu's sticky bar: opens and closes the filter panel (menu-filters.tsx)
// and says how many filters are set.
import { Trans, useLingui } from "@lingui/react/macro";

type ToggleProps = { open: boolean; onToggle: () => void; activeCount: number; panelId: string };

export function FilterToggle({ open, onToggle, activeCount, panelId }: ToggleProps) {
  const { t } = useLingui();
  return (
    <button type="button" className="btn btn-outline filter-toggle" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
      <Trans>Filter</Trans>{" "}
      {activeCount > 0 && (
        <span className="filter-count">
          <span aria-hidden="true">{activeCount}</span>
          <span className="visually-hidden">{t`(${activeCount} active)`}</span>
        </span>
      )}
    </button>
  );
}
