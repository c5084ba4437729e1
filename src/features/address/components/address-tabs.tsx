// The address type tabs (House, Apartment, Office): the selected one in the tab order, arrow keys
// move between them (mirrored in Arabic), each controls the form's panel `${idPrefix}-panel`.
import { useLingui } from "@lingui/react/macro";
import { ADDRESS_TABS } from "../address-messages.ts";
import type { AddressType } from "../address-rules.ts";

type Props = { idPrefix: string; type: AddressType; onSwitch: (type: AddressType) => void };

export function AddressTabs({ idPrefix: ids, type, onSwitch: switchTab }: Props) {
  const { t, i18n } = useLingui();
  return (
    <div className="addr-tabs" role="tablist" aria-label={t`Address type`}>
      {ADDRESS_TABS.map(({ type: tab, label }) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${ids}-tab-${tab}`}
          aria-selected={type === tab}
          aria-controls={`${ids}-panel`}
          tabIndex={type === tab ? 0 : -1}
          className={type === tab ? "addr-tab active" : "addr-tab"}
          onClick={() => switchTab(tab)}
          onKeyDown={(e) => {
            const step = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
            if (!step) return;
            const dir = document.documentElement.dir === "rtl" ? -step : step;
            const i = (ADDRESS_TABS.findIndex((x) => x.type === type) + dir + ADDRESS_TABS.length) % ADDRESS_TABS.length;
            switchTab(ADDRESS_TABS[i]!.type);
            document.getElementById(`${ids}-tab-${ADDRESS_TABS[i]!.type}`)?.focus();
          }}
        >
          {i18n._(label)}
        </button>
      ))}
    </div>
  );
}
