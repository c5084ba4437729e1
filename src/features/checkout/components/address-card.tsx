// The saved delivery address with a small map preview (a static pin card: the map library loads
// only on the map screen) whose edit icon opens the map, and Add or Update Address (a modal when
// the app hands the checkout the address form, else the form's page).
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { SavedAddress } from "../api.ts";

type Props = {
  address: SavedAddress | null | undefined;
  status: "loading" | "ready" | "offline" | "error";
  /** Opens the address form in a modal; without it, Add or Update Address links to the form's page. */
  onEdit?: (() => void) | undefined;
};

export function AddressCard({ address, status, onEdit }: Props) {
  const { t } = useLingui();
  const typeLabel = { house: t`House`, building: t`Apartment`, office: t`Office` };
  const lines = address
    ? [
        address.areaName,
        address.block && t`Block ${address.block}`,
        address.street && t`Street ${address.street}`,
        address.avenue && t`Avenue ${address.avenue}`,
        address.type === "house" && address.houseNumber && t`House ${address.houseNumber}`,
        address.type === "building" && address.apartmentNumber && t`Building ${address.apartmentNumber}`,
        address.floorNo && t`Floor ${address.floorNo}`,
        address.flatNo && t`Flat ${address.flatNo}`,
        address.type === "office" && address.companyName,
        address.type === "office" && address.officeNumber && t`Office ${address.officeNumber}`,
      ].filter((l): l is string => typeof l === "string" && l !== "")
    : [];
  return (
    <section className="checkout-card" aria-labelledby="address-title">
      <h2 id="address-title">
        <Trans>Delivery address</Trans>
      </h2>
      <div className="map-preview">
        <span className="map-pin" aria-hidden="true">
          📍
        </span>
        <span className="map-preview-text">
          {address?.lat !== undefined && address.lng !== undefined ? (
            <span dir="ltr">
              {address.lat.toFixed(4)}, {address.lng.toFixed(4)}
            </span>
          ) : (
            <Trans>No location on the map yet</Trans>
          )}
        </span>
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
          <p>{lines.join(", ")}</p>
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
          {address ? <Trans>Update Address</Trans> : <Trans>Add Address</Trans>}
        </button>
      ) : (
        <Link href="/checkout/add-address?from=/checkout" className="btn btn-outline">
          {address ? <Trans>Update Address</Trans> : <Trans>Add Address</Trans>}
        </Link>
      )}
    </section>
  );
}
