// /checkout/add-address: the delivery address form as its own page (a deep link, the sign-up's next
// step, and where the map screen hands the picked point over). Saving returns where the customer
// came from (`?from=`, default /checkout). The same form opens in a modal over the checkout
// (address-dialog.tsx).
import { Trans } from "@lingui/react/macro";
import { useMemo } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { useSession } from "../../data/session.ts";
import { mapPick, returnPath } from "./address-links.ts";
import { AddressForm } from "./components/address-form.tsx";
import "./address.css";

export function AddAddressPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  const back = returnPath(search);
  // A point picked on the map screen comes back as ?lat=&lng=&area=.
  const picked = useMemo(() => mapPick(search), [search]);

  if (session === null) return <section className="page narrow addr-page" aria-busy="true" />;
  if (session === undefined) {
    return (
      <section className="page narrow addr-page" aria-labelledby="addr-title">
        <h1 id="addr-title">
          <Trans>Delivery address</Trans>
        </h1>
        <p>
          <Trans>Sign in to add your delivery address.</Trans>
        </p>
        <Link className="btn btn-primary" href="/sign-in">
          <Trans>Sign in</Trans>
        </Link>
      </section>
    );
  }

  return (
    <section className="page narrow addr-page" aria-labelledby="addr-title">
      <h1 id="addr-title">
        <Trans>Delivery address</Trans>
      </h1>
      <AddressForm userId={session.userId} mobileNo={session.mobileNo} back={back} picked={picked} onSaved={() => navigate(back)} />
    </section>
  );
}
