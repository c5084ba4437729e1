// The area of an address: a search box that narrows a native list of our areas grouped by
// governorate, matching English and Arabic names (the chosen area always stays in the list).
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState, type Ref } from "react";
import type { CachedArea } from "../../../catalog/store.ts";
import { normaliseSearchText } from "../../../catalog/search-text.ts";

type Props = {
  id: string;
  label: string;
  areas: CachedArea[];
  value: string;
  onChange: (areaId: string) => void;
  error: string | undefined;
  selectRef: Ref<HTMLSelectElement>;
};

export function AreaSelect({ id, label, areas, value, onChange, error, selectRef }: Props) {
  const { t, i18n } = useLingui();
  const [filter, setFilter] = useState("");
  const arabic = i18n.locale === "ar";

  const groups = useMemo(() => {
    // Spelling variants ("ابو حليفة", "اشبيلية") match as in the menu search.
    const q = normaliseSearchText(filter);
    const map = new Map<number, { name: string; areas: { id: number; name: string }[] }>();
    for (const a of areas) {
      const matches = !q || normaliseSearchText(a.nameEn).includes(q) || normaliseSearchText(a.nameAr).includes(q) || String(a.id) === value;
      if (!matches) continue;
      const g = map.get(a.governorateId) ?? { name: arabic ? a.governorateAr : a.governorateEn, areas: [] };
      g.areas.push({ id: a.id, name: arabic ? a.nameAr : a.nameEn });
      map.set(a.governorateId, g);
    }
    return [...map.values()].map((g) => ({ ...g, areas: g.areas.sort((x, y) => x.name.localeCompare(y.name, i18n.locale)) }));
  }, [areas, filter, value, arabic, i18n.locale]);

  return (
    <>
      <div className="tf-field">
        <label htmlFor={`${id}-filter`}>
          <Trans>Find your area</Trans>
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
          placeholder={t`Type an area name`}
        />
      </div>
      <div className="tf-field">
        <label htmlFor={id}>{label}</label>
        <select
          id={id}
          ref={selectRef}
          value={value}
          required
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <option value="">{t`Choose your area`}</option>
          {groups.map((g) => (
            <optgroup key={g.name} label={g.name}>
              {g.areas.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="tf-field-error">
            {error}
          </p>
        )}
      </div>
    </>
  );
}
