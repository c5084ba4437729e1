// The package radio cards of the order builder: image, name, gram label, and an info button that
// opens the package's description.
import { useLingui } from "@lingui/react/macro";
import { pictureSources } from "../../../catalog/picture.ts";
import type { CachedPackage } from "../../../catalog/store.ts";

type Props = {
  packages: CachedPackage[];
  value: number;
  onChange: (packageId: number) => void;
  onInfo: (packageId: number) => void;
};

export function PackageChoice({ packages, value, onChange, onInfo }: Props) {
  const { t } = useLingui();
  return (
    <div className="choice-cards">
      {packages.map((p) => {
        const name = p.name;
        return (
          <div key={p.id} className={p.id === value ? "choice-card chosen" : "choice-card"}>
            <label>
              <input type="radio" name="package" value={p.id} checked={p.id === value} onChange={() => onChange(p.id)} />
              <img src={pictureSources(p.imageUrl).src} width={160} height={120} alt="" decoding="async" />
              <span className="choice-card-name">{p.name}</span>
              <span className="choice-card-note">{p.gramLabel}</span>
            </label>
            <button type="button" className="info-button" onClick={() => onInfo(p.id)} aria-haspopup="dialog" aria-label={t`About ${name}`}>
              i
            </button>
          </div>
        );
      })}
    </div>
  );
}
