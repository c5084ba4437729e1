// Runs the outbox while the app is open (src/data/outbox.ts) and tells the customer when a save
// kept on the phone has reached the server, on whatever screen they are (a save the customer waits
// for on the address form is told there instead). Also sends the logouts made offline
// (src/data/revocations.ts), on the same occasions.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { isAwaitedOnForm } from "../features/address/api.ts";
import { onOutboxEvent, startOutbox } from "../data/outbox.ts";
import { startRevocations } from "../data/revocations.ts";
import { rememberSavedAddress, type WireAddress } from "../profile/profile.ts";
import { toast } from "../ui/toast.tsx";

export function OutboxStatus() {
  const { t } = useLingui();
  useEffect(() => startOutbox(), []);
  useEffect(() => startRevocations(), []);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type !== "sent" || event.entry.kind !== "address" || isAwaitedOnForm(event.entry.idempotencyKey)) return;
        void rememberSavedAddress(event.entry.userId, event.data as WireAddress);
        toast.success(t`Your address saved on this phone has been sent.`);
      }),
    [t],
  );
  return null;
}
