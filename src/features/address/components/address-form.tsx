// The delivery address form (SPEC.md section 2), shown on /checkout/add-address and in the modal over
// the checkout. Tabs House, Apartment, Office; the tab follows the saved address's type, and
// switching tabs shows the saved address of that type or a blank form. Continue checks the fields
// (each problem beside its field, the first in a toast), then saves: online it waits for the server
// ('Please Wait While Address is Updating', 'Address Updated') and calls `onSaved`; with no network,
// or when the request fails on the network, the save goes to the outbox with its idempotency key and
// the form says it is kept on this phone until it is sent. What is typed is kept on the device as it
// is typed (store.ts), so a reload or a closed modal loses nothing; a save clears it.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { useAreas } from "../../../catalog/use-catalog.ts";
import { toApiError } from "../../../lib/api-client.ts";
import { enqueue, onOutboxEvent } from "../../../lib/outbox.ts";
import { signOutIfUnauthorized } from "../../../lib/session.ts";
import { TextField } from "../../../ui/text-field.tsx";
import { toast } from "../../../ui/toast.tsx";
import {
  BLANK,
  checkAddress,
  fieldOfWire,
  FIELDS,
  formOf,
  formOfPayload,
  isNumeric,
  isRequired,
  LABELS,
  PROBLEMS,
  toPayload,
  type AddressField,
  type AddressForm as Form,
  type AddressType,
} from "../address-rules.ts";
import { rememberSavedAddress, refreshSavedAddress, sendAddress, usePendingAddresses, useSavedAddress } from "../api.ts";
import { clearAddressDrafts, loadAddressDrafts, saveAddressDraft, type Drafts } from "../store.ts";
import { AddressTabs } from "./address-tabs.tsx";
import { AreaSelect } from "./area-select.tsx";
import "../address.css";

type Props = {
  userId: number;
  /** The profile's mobile number, the default of a blank form. */
  mobileNo: string;
  /** Where the map screen hands back to (the map link carries it). */
  back: string;
  /** A point (and its area) picked on the map screen. */
  picked?: { point?: { lat: number; lng: number }; areaId?: string } | undefined;
  /** After the server saved the address (not after a save kept in the outbox). */
  onSaved: () => void;
};

export function AddressForm({ userId, mobileNo, back, picked, onSaved }: Props) {
  const { t, i18n } = useLingui();
  const saved = useSavedAddress(userId);
  const pending = usePendingAddresses(userId);
  const areas = useAreas();
  const [, navigate] = useLocation();
  const [type, setType] = useState<AddressType>("house");
  const [form, setForm] = useState<Form>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [busy, setBusy] = useState(false);
  const [stored, setStored] = useState<{ drafts: Drafts; latest: AddressType | undefined }>();
  const drafts = useRef<Drafts>({});
  // Set by the customer's typing (not by filling the form from a saved address): then it is kept.
  const typed = useRef(false);
  const started = useRef(false);
  const refs = useRef<Partial<Record<AddressField, HTMLInputElement | HTMLSelectElement | null>>>({});
  const ids = useId();

  useEffect(() => {
    let live = true;
    loadAddressDrafts(userId).then(
      (read) => live && setStored(read),
      () => live && setStored({ drafts: {}, latest: undefined }),
    );
    return () => {
      live = false;
    };
  }, [userId]);

  // A save still waiting, else what was being typed, else the saved address fills the form once.
  useEffect(() => {
    if (started.current || saved === undefined || pending === undefined || stored === undefined) return;
    started.current = true;
    drafts.current = stored.drafts;
    const waiting = pending.at(-1);
    const area = picked?.areaId ? { areaId: picked.areaId } : {};
    const draft = stored.latest && stored.drafts[stored.latest];
    if (waiting) {
      setType((waiting.payload.address_type as AddressType) ?? "house");
      setForm(formOfPayload(waiting.payload));
    } else if (stored.latest && draft) {
      setType(stored.latest);
      setForm({ ...draft, ...area });
    } else if (saved) {
      setType(saved.address_type);
      setForm({ ...formOf(saved), ...area });
    } else {
      setForm({ ...BLANK, mobile: mobileNo, ...area });
    }
  }, [saved, pending, stored, mobileNo, picked]);

  // The customer's typing goes to the device as it happens.
  useEffect(() => {
    if (!typed.current) return;
    drafts.current[type] = form;
    saveAddressDraft(userId, type, form).catch(() => {
      // Storage full or unavailable: the form still works, only the keeping is lost.
    });
  }, [userId, type, form]);

  // Online: the server's copy may be newer than the device's.
  useEffect(() => {
    if (!navigator.onLine) return;
    refreshSavedAddress(userId).catch(() => {
      // Offline or refused: the device's copy stays.
    });
  }, [userId]);

  // A save sent later from the outbox: say so; a refused one comes back into the form to be fixed.
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.entry.kind !== "address") return;
        // A sent save is announced by the app (src/app/outbox-status.tsx), wherever the customer is.
        if (event.type === "rejected") {
          setType((event.entry.payload.address_type as AddressType) ?? "house");
          setForm(formOfPayload(event.entry.payload));
          const field = fieldOfWire(event.error.field);
          const message = t`The address could not be saved. Please check it and try again.`;
          if (field) setErrors({ [field]: message });
          toast.error(message);
        }
      }),
    [t],
  );

  function switchTab(next: AddressType) {
    typed.current = false;
    setType(next);
    setErrors({});
    setForm(drafts.current[next] ?? (saved && saved.address_type === next ? formOf(saved) : { ...BLANK, mobile: mobileNo }));
  }

  const set = (field: AddressField) => (value: string) => {
    typed.current = true;
    setForm((f) => ({ ...f, [field]: value }));
  };

  const forgetTyping = async () => {
    typed.current = false;
    drafts.current = {};
    await clearAddressDrafts(userId).catch(() => {});
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problems = checkAddress(type, form);
    const shown: Partial<Record<AddressField, string>> = {};
    for (const [field, problem] of problems) shown[field] = i18n._(PROBLEMS[problem]);
    setErrors(shown);
    const first = problems[0];
    if (first) {
      toast.warning(`${i18n._(LABELS[first[0]])}: ${shown[first[0]]}`);
      refs.current[first[0]]?.focus();
      return;
    }
    const payload = toPayload(type, form, picked?.point);
    const key = crypto.randomUUID();
    const keep = async () => {
      await enqueue({ kind: "address", userId, idempotencyKey: key, payload });
      await forgetTyping();
      toast.info(t`No connection: your address is saved on this phone and will be sent when you are online.`);
    };
    if (!navigator.onLine) {
      await keep();
      return;
    }
    setBusy(true);
    toast.info(t`Please Wait While Address is Updating`);
    try {
      const address = await sendAddress(payload, key);
      await rememberSavedAddress(userId, address);
      await forgetTyping();
      toast.success(t`Address Updated`);
      onSaved();
    } catch (err) {
      const error = toApiError(err);
      setBusy(false);
      if (error.isNetwork || error.status >= 500) {
        await keep();
        return;
      }
      if (await signOutIfUnauthorized(error)) {
        toast.error(t`Please sign in again.`);
        navigate(`/sign-in`);
        return;
      }
      const field = fieldOfWire(error.field);
      const message =
        error.code === "outside_delivery_area"
          ? t`This point is outside our delivery area.`
          : t`The address could not be saved. Please check it and try again.`;
      if (field) setErrors({ [field]: message });
      toast.error(message);
    }
  }

  const fieldProps = (field: AddressField) => ({
    id: `${ids}-${field}`,
    value: form[field],
    onValue: set(field),
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
      {pending !== undefined && pending.length > 0 && (
        <p className="addr-pending" role="status">
          <Trans>Your address is saved on this phone and will be sent when you are online.</Trans>
        </p>
      )}
      <AddressTabs idPrefix={ids} type={type} onSwitch={switchTab} />
      <div id={`${ids}-panel`} role="tabpanel" aria-labelledby={`${ids}-tab-${type}`}>
        <form className="addr-form" onSubmit={(e) => void submit(e)} noValidate aria-busy={busy}>
          <AreaSelect
            id={`${ids}-areaId`}
            label={i18n._(LABELS.areaId)}
            areas={areas.data ?? []}
            value={form.areaId}
            onChange={set("areaId")}
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
