// Which package's menu is shown: the cached package list as a labelled select. Until the list is
// cached (first visit offline) there is nothing to choose from and the default package is shown.
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { CachedPackage } from "../../../lib/db.ts";

type Props = { packages: CachedPackage[] | undefined; value: number; onChange: (packageId: number) => void };

export function PackageSelect({ packages, value, onChange }: Props) {
  const id = useId();
  if (!packages || packages.length === 0) return null;
  return (
    <div className="field menu-package">
      <label htmlFor={id}>
        <Trans>Package</Trans>
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {packages.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
