// The two lists as ARIA tabs: one tab in the tab order, arrows move and select (mirrored in right
// to left), Home and End jump to the ends. The panel is the page's.
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useRef, type KeyboardEvent } from "react";
import type { OpsKind } from "../ops-rules.ts";

export const OPS_LISTS = [
  { kind: "production", label: msg`Production list` },
  { kind: "manifest", label: msg`Delivery manifest` },
] as const;

export const opsTabId = (kind: OpsKind) => `ops-tab-${kind}`;

type Props = { value: OpsKind; onChange: (kind: OpsKind) => void; panelId: string };

export function OpsTabs({ value, onChange, panelId }: Props) {
  const { t } = useLingui();
  const listRef = useRef<HTMLDivElement>(null);

  function select(index: number) {
    const next = OPS_LISTS[(index + OPS_LISTS.length) % OPS_LISTS.length]!;
    onChange(next.kind);
    listRef.current?.querySelector<HTMLElement>(`#${opsTabId(next.kind)}`)?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const current = OPS_LISTS.findIndex((l) => l.kind === value);
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    if (event.key === (rtl ? "ArrowLeft" : "ArrowRight")) select(current + 1);
    else if (event.key === (rtl ? "ArrowRight" : "ArrowLeft")) select(current - 1);
    else if (event.key === "Home") select(0);
    else if (event.key === "End") select(OPS_LISTS.length - 1);
    else return;
    event.preventDefault();
  }

  return (
    <div ref={listRef} role="tablist" aria-label={t`Kitchen lists`} className="ops-tabs no-print">
      {OPS_LISTS.map((l) => {
        const selected = l.kind === value;
        return (
          <button
            key={l.kind}
            id={opsTabId(l.kind)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className="ops-tab"
            onClick={() => onChange(l.kind)}
            onKeyDown={onKeyDown}
          >
            {t(l.label)}
          </button>
        );
      })}
    </div>
  );
}
