// The address form in a modal over the checkout ("Add or update address"). The app shell hands it to
// the checkout (features do not import each other). Saving closes it and tells the checkout, which
// asks the server for the new address; a save kept in the outbox leaves it open with its notice.
import { Trans } from "@lingui/react/macro";
import { useSession } from "../../data/session.ts";
import { Dialog } from "../../ui/dialog.tsx";
import { AddressForm } from "./components/address-form.tsx";

export type AddressDialogProps = { onClose: () => void; onSaved: () => void };

export function AddressDialog({ onClose, onSaved }: AddressDialogProps) {
  const session = useSession();
  return (
    <Dialog title={<Trans>Add or update address</Trans>} onClose={onClose} initialFocus="input, select">
      {session && <AddressForm userId={session.userId} mobileNo={session.mobileNo} back="/checkout" onSaved={onSaved} />}
    </Dialog>
  );
}
