// The address form's state and its save, so the form component only draws it: what fills the form
// first (a save still waiting, else what was being typed, else the profile's saved address, else a
// blank form with the profile's mobile), the typing kept on the device as it happens (store.ts),
// the tabs, and Continue: the fields checked (each problem beside its field, the first in a toast),
// then the save put in the outbox and, online, sent at once ('Please Wait While Address is
// Updating', 'Address Updated', then `onSaved`). With no network, a server failure or an earlier save
// still waiting, the form says it is kept on this phone until it is sent. A refused save, now or
// later from the outbox (read from the device, store.ts, whenever the form is open), comes back
// into the form to be fixed.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "wouter";
import { useAreas } from "../../catalog/use-catalog.ts";
import type { ApiError } from "../../lib/api-client.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import type { OutboxEntry } from "../../data/store.ts";
import { signOutIfUnauthorized } from "../../data/session.ts";
import { useProfile } from "../../profile/use-profile.ts";
import { toast } from "../../ui/toast.tsx";
import {
  BLANK,
  checkAddress,
  fieldOfWire,
  formOf,
  formOfPayload,
  toPayload,
  type AddressField,
  type AddressForm,
  type AddressType,
} from "./address-rules.ts";
import { LABELS, PROBLEMS } from "./address-messages.ts";
import { saveAddress, usePendingAddresses } from "./api.ts";
import { clearAddressDrafts, loadAddressDrafts, markAddressRefusalShown, readAddressRefusal, saveAddressDraft, type Drafts } from "./store.ts";

export type SaveAddressOptions = {
  userId: number;
  /** The profile's mobile number, the default of a blank form. */
  mobileNo: string;
  /** A point (and its area) picked on the map screen. */
  picked?: { point?: { lat: number; lng: number }; areaId?: string } | undefined;
  /** After the server saved the address (not after a save kept in the outbox). */
  onSaved: () => void;
};

export type SaveAddress = {
  type: AddressType;
  form: AddressForm;
  errors: Partial<Record<AddressField, string>>;
  busy: boolean;
  /** Saves kept on this phone, waiting to be sent (not the one being sent while the customer waits). */
  waiting: OutboxEntry[];
  areas: ReturnType<typeof useAreas>["data"];
  switchTab: (type: AddressType) => void;
  setField: (field: AddressField) => (value: string) => void;
  /** Checks and saves; answers the first field with a problem (to move the focus there), if any. */
  submit: () => Promise<AddressField | undefined>;
};

export function useSaveAddress({ userId, mobileNo, picked, onSaved }: SaveAddressOptions): SaveAddress {
  const { t, i18n } = useLingui();
  const { profile, read } = useProfile(userId);
  const saved = read ? (profile?.address ?? null) : undefined;
  const pending = usePendingAddresses(userId);
  const areas = useAreas();
  const [, navigate] = useLocation();
  const [type, setType] = useState<AddressType>("house");
  const [form, setForm] = useState<AddressForm>(BLANK);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  const [busy, setBusy] = useState(false);
  // The save the customer is waiting for: its key (what the form shows as not waiting).
  const [sending, setSending] = useState<string>();
  // The saves whose refusal the form has shown (or `submit` shows), by key.
  const refusalsShown = useRef(new Set<string>());
  const refusal = useLiveDb(() => readAddressRefusal(userId), [userId], undefined);
  const [stored, setStored] = useState<{ drafts: Drafts; latest: AddressType | undefined }>();
  const drafts = useRef<Drafts>({});
  // Set by the customer's typing (not by filling the form from a saved address): then it is kept.
  const typed = useRef(false);
  // Set by the customer's first tab or field, before or after the form was filled.
  const touched = useRef(false);
  const started = useRef(false);

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
  // On a slow phone the customer may have chosen a tab or typed before those reads answered: what
  // they did stays, and the reads only fill the fields still empty.
  useEffect(() => {
    if (started.current || saved === undefined || pending === undefined || stored === undefined) return;
    started.current = true;
    drafts.current = stored.drafts;
    const waiting = pending.at(-1);
    const area = picked?.areaId ? { areaId: picked.areaId } : {};
    const draft = stored.latest && stored.drafts[stored.latest];
    const [firstType, firstForm]: [AddressType, AddressForm] = waiting
      ? [(waiting.payload.address_type as AddressType) ?? "house", formOfPayload(waiting.payload)]
      : stored.latest && draft
        ? [stored.latest, { ...draft, ...area }]
        : saved
          ? [saved.type, { ...formOf(saved), ...area }]
          : ["house", { ...BLANK, mobile: mobileNo, ...area }];
    if (touched.current) {
      setForm((now) => fillEmpty(now, firstForm));
      return;
    }
    setType(firstType);
    setForm(firstForm);
  }, [saved, pending, stored, mobileNo, picked]);

  // The customer's typing goes to the device as it happens.
  useEffect(() => {
    if (!typed.current) return;
    drafts.current[type] = form;
    saveAddressDraft(userId, type, form).catch(() => {
      // Storage full or unavailable: the form still works, only the keeping is lost.
    });
  }, [userId, type, form]);

  const showRefused = (error: ApiError) => {
    const field = fieldOfWire(error.field);
    const message =
      error.code === "outside_delivery_area"
        ? t`This point is outside our delivery area.`
        : t`The address could not be saved. Please check it and try again.`;
    setErrors(field ? { [field]: message } : {});
    toast.error(message);
  };

  // A save sent later from the outbox and refused: it comes back into the form to be fixed (the
  // save the customer is waiting for is answered by `submit`).
  useEffect(() => {
    if (!refusal || refusalsShown.current.has(refusal.key)) return;
    refusalsShown.current.add(refusal.key);
    setType(refusal.type);
    setForm(refusal.form);
    const field = fieldOfWire(refusal.field);
    const message = t`The address could not be saved. Please check it and try again.`;
    setErrors(field ? { [field]: message } : {});
    toast.error(message);
    markAddressRefusalShown(userId, refusal.type).catch(() => {});
  }, [refusal, t, userId]);

  function switchTab(next: AddressType) {
    typed.current = false;
    touched.current = true;
    setType(next);
    setErrors({});
    setForm(drafts.current[next] ?? (saved && saved.type === next ? formOf(saved) : { ...BLANK, mobile: mobileNo }));
  }

  const setField = (field: AddressField) => (value: string) => {
    typed.current = true;
    touched.current = true;
    setForm((f) => ({ ...f, [field]: value }));
  };

  async function submit(): Promise<AddressField | undefined> {
    if (busy) return undefined;
    const problems = checkAddress(type, form);
    const shown: Partial<Record<AddressField, string>> = {};
    for (const [field, problem] of problems) shown[field] = i18n._(PROBLEMS[problem]);
    setErrors(shown);
    const first = problems[0];
    if (first) {
      toast.warning(`${i18n._(LABELS[first[0]])}: ${shown[first[0]]}`);
      return first[0];
    }
    const payload = toPayload(type, form, picked?.point);
    const key = crypto.randomUUID();
    const online = navigator.onLine;
    refusalsShown.current.add(key);
    if (online) {
      setBusy(true);
      setSending(key);
      toast.info(t`Please Wait While Address is Updating`);
    }
    const outcome = await saveAddress(userId, payload, key, online);
    setBusy(false);
    setSending(undefined);
    if (outcome.type !== "rejected") {
      // The save is in the outbox or on the server: what was typed is no longer needed.
      typed.current = false;
      drafts.current = {};
      await clearAddressDrafts(userId).catch(() => {});
    }
    if (outcome.type === "sent") {
      toast.success(t`Address Updated`);
      onSaved();
    } else if (outcome.type === "kept") {
      toast.info(t`No connection: your address is saved on this phone and will be sent when you are online.`);
    } else if (await signOutIfUnauthorized(outcome.error)) {
      toast.error(t`Please sign in again.`);
      navigate(`/sign-in`);
    } else {
      showRefused(outcome.error);
      markAddressRefusalShown(userId, type).catch(() => {});
    }
    return undefined;
  }

  const waiting = (pending ?? []).filter((e) => e.idempotencyKey !== sending);
  return { type, form, errors, busy, waiting, areas: areas.data, switchTab, setField, submit };
}

/** The customer's form with its empty fields taken from `first`. */
function fillEmpty(form: AddressForm, first: AddressForm): AddressForm {
  const out = { ...form };
  for (const field of Object.keys(out) as AddressField[]) if (out[field] === "") out[field] = first[field];
  return out;
}
