// Runs the outbox while the app is open (src/data/outbox.ts), with the registry of what each kind's
// answer writes (outbox-handlers.ts), from the app's start on whatever screen it opens, and tells
// the customer when a save kept on the phone has reached the server (a save the customer waits for
// on the address form is told there instead). Also sends the logouts made offline
// (src/data/revocations.ts), on the same occasions.
import { useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { onOutboxEvent, startOutbox } from "../data/outbox.ts";
import { startRevocations } from "../data/revocations.ts";
import { toast } from "../ui/toast.tsx";
import { OUTBOX_HANDLERS } from "./outbox-handlers.ts";

export function OutboxStatus() {
  const { t } = useLingui();
  useEffect(() => startOutbox(OUTBOX_HANDLERS), []);
  useEffect(() => startRevocations(), []);
  useEffect(
    () =>
      onOutboxEvent((event) => {
        if (event.type === "sent" && event.entry.kind === "address" && !event.awaited) toast.success(t`Your address saved on this phone has been sent.`);
      }),
    [t],
  );
  return null;
}
