// Which package's menu is shown: the cached package list as a labelled select. Until the list is
// cached there is nothing to choose from: the select is there but disabled (the default package is
// shown), so the tabs and dishes below do not move when the list arrives.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { CachedPackage } from "../../../catalog/store.ts";

type Props = { packages: CachedPackage[] | undefined; value: number; onChange: (packageId: number) => void };

export function PackageSelect({ packages, value, onChange }: Props) {
  const id = useId();
  const loaded = packages !== undefined && packages.length > 0;
  return (
    <div className="field menu-package">
      <label htmlFor={id}>
        <Trans>Package</Trans>
      </label>
      <select id={id} value={value} disabled={!loaded} onChange={(e) => onChange(Number(e.target.value))}>
        {!loaded && <option value={value}>…</option>}
        {(packages ?? []).map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
