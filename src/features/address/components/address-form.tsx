// The delivery address form (docs/product-rules.md "Delivery address and map"), shown on /checkout/add-address and in the modal over
// the checkout: tabs House, Apartment, Office, the fields of the tab, the map link and Continue.
// Only what the customer sees: its state, the typing kept on the device and the save (through the
// outbox, online too) are the hook's (use-save-address.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, type FormEvent } from "react";
import { Link } from "wouter";
import { TextField } from "../../../ui/text-field.tsx";
import { LABELS } from "../address-messages.ts";
import { FIELDS, isNumeric, isRequired, type AddressField } from "../address-rules.ts";
import { useSaveAddress, type SaveAddressOptions } from "../use-save-address.ts";
import { AddressTabs } from "./address-tabs.tsx";
import { AreaSelect } from "./area-select.tsx";
import "../address.css";

type Props = SaveAddressOptions & {
  /** Where the map screen hands back to (the map link carries it). */
  back: string;
};

export function AddressForm({ back, ...options }: Props) {
  const { t, i18n } = useLingui();
  const { type, form, errors, busy, waiting, areas, switchTab, setField, submit } = useSaveAddress(options);
  const picked = options.picked;
  const refs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const ids = useId();

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const problem = await submit();
    if (problem) refs.current[problem]?.focus();
  }

  const fieldProps = (field: AddressField) => ({
    id: `${ids}-${field}`,
    value: form[field],
    onValue: setField(field),
    error: errors[field],
    required: isRequired(field),
    inputRef: (el: HTMLInputElement | null) => {
      refs.current[field] = el;
    },
    label: isRequired(field) ? i18n._(LABELS[field]) : `${i18n._(LABELS[field])} ${t`(optional)`}`,
    ...(isNumeric(field) || field === "mobile" ? { inputMode: "numeric" as const, dir: "ltr" } : {}),
    ...(field === "mobile" ? { autoComplete: "tel-national", maxLength: 12 } : { maxLength: field === "directions" ? 300 : 80 }),
  });

  return (
    <>
      {waiting.length > 0 && (
        <p className="addr-pending" role="status">
          <Trans>Your address is saved on this phone and will be sent when you are online.</Trans>
        </p>
      )}
      <AddressTabs idPrefix={ids} type={type} onSwitch={switchTab} />
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${type}`}>
        <form className="addr-form" onSubmit={(e) => void onSubmit(e)} noValidate aria-busy={busy}>
          <AreaSelect
            id={`${ids}-areaId`}
            label={i18n._(LABELS.areaId)}
            areas={areas ?? []}
            value={form.areaId}
            onChange={setField("areaId")}
            error={errors.areaId}
            selectRef={(el) => {
              refs.current.areaId = el;
            }}
          />
          {FIELDS[type]
            .filter((f) => f !== "areaId")
            .map((field) => (
              <TextField key={`${type}-${field}`} {...fieldProps(field)} />
            ))}
          {picked?.point && (
            <p className="addr-map-point">
              <Trans>
                Map point: {picked.point.lat.toFixed(5)}, {picked.point.lng.toFixed(5)}
              </Trans>
            </p>
          )}
          <p className="addr-map-link">
            <Link href={`/checkout/update-map?from=${encodeURIComponent(back)}`}>
              <Trans>Pick the point on the map instead</Trans>
            </Link>
          </p>
          <button type="submit" className="btn btn-primary btn-large" disabled={busy}>
            {busy ? <Trans>Saving…</Trans> : <Trans>Continue</Trans>}
          </button>
        </form>
      </div>
    </>
  );
}
