// The saved delivery address with a small map of its pin (the offline map, loaded only when the
// address has a point) whose edit icon opens the map screen, and Add or update address (a modal
// when the app hands the checkout the address form, else the form's page). The address reads in
// the page's language (address-lines.ts).
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { shownLocale } from "../../../lib/i18n.ts";
import type { SavedAddress } from "../../../profile/profile.ts";
import { joinAddress, withKind } from "../address-lines.ts";

const MapView = lazy(() => import("../../../ui/map-view.tsx"));

type Props = {
  address: SavedAddress | null | undefined;
  status: "loading" | "ready" | "offline" | "error";
  /** Opens the address form in a modal; without it, Add or update address links to the form's page. */
  onEdit?: (() => void) | undefined;
};

export function AddressCard({ address, status, onEdit }: Props) {
  const { t, i18n } = useLingui();
  const lang = shownLocale(i18n);
  const typeLabel = { house: t`House`, building: t`Apartment`, office: t`Office` };
  const line = address
    ? joinAddress(
        [
          address.areaNames?.[lang] || address.areaName,
          address.block && withKind("block", address.block, (v) => t`Block ${v}`),
          address.street && withKind("street", address.street, (v) => t`Street ${v}`),
          address.avenue && withKind("avenue", address.avenue, (v) => t`Avenue ${v}`),
          address.type === "house" && address.houseNumber && t`House ${address.houseNumber}`,
          address.type === "building" && address.apartmentNumber && t`Building ${address.apartmentNumber}`,
          address.floorNo && t`Floor ${address.floorNo}`,
          address.flatNo && t`Flat ${address.flatNo}`,
          address.type === "office" && address.companyName,
          address.type === "office" && address.officeNumber && t`Office ${address.officeNumber}`,
        ],
        lang,
      )
    : "";
  const point = address?.lat !== undefined && address.lng !== undefined ? { lat: address.lat, lng: address.lng } : null;
  return (
    <section className="checkout-card" aria-labelledby="address-title">
      <h2 id="address-title">
        <Trans>Delivery address</Trans>
      </h2>
      <div className="map-preview">
        {point ? (
          <Suspense fallback={<span className="map-preview-text">{t`Loading the map…`}</span>}>
            <MapView variant="mini" point={point} lang={lang} label={t`Delivery point`} />
          </Suspense>
        ) : (
          <span className="map-preview-text">
            <Trans>No location on the map yet</Trans>
          </span>
        )}
        <Link href="/checkout/update-map" className="map-edit" aria-label={t`Edit the location on the map`}>
          ✎
        </Link>
      </div>
      {status === "loading" && !address && (
        <p className="note">
          <Trans>Loading your address…</Trans>
        </p>
      )}
      {status === "offline" && (
        <p className="note" role="status">
          <Trans>You are offline: your saved address will show when you are back online.</Trans>
        </p>
      )}
      {address ? (
        <div className="address-lines">
          <p className="address-type">{typeLabel[address.type]}</p>
          <p>{line}</p>
          {address.directions && <p className="note">{address.directions}</p>}
        </div>
      ) : (
        status === "ready" && (
          <p>
            <Trans>You have no saved address yet.</Trans>
          </p>
        )
      )}
      {onEdit ? (
        <button type="button" className="btn btn-outline" aria-haspopup="dialog" onClick={onEdit}>
          {address ? <Trans>Update address</Trans> : <Trans>Add address</Trans>}
        </button>
      ) : (
        <Link href="/checkout/add-address?from=/checkout" className="btn btn-outline">
          {address ? <Trans>Update address</Trans> : <Trans>Add address</Trans>}
        </Link>
      )}
    </section>
  );
}
