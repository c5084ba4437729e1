// /checkout/update-map: pick the delivery point on a map (docs/product-rules.md "Delivery address and map").
// 'Get my Location' (zoom 15) or a tap places the pin; the server's reverse lookup names the area
// of our areas; a Directions link opens an external map; Continue (inactive until a point is chosen)
// goes to the address form with the point and the area filled in, where Continue saves them.
// Geolocation denied, unsupported or failing says so, and the map stays usable. Keyboard users move
// the map with the arrow keys and pin its centre with a button.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { post, toApiError } from "../../lib/api-client.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { returnPath } from "./address-links.ts";
import "./address.css";

const MapView = lazy(() => import("../../ui/map-view.tsx"));

type Point = { lat: number; lng: number };
type Lookup = { area: { area_id: number; area_name: string }; governorate: { governorate_name: string } };
type Found = { state: "idle" } | { state: "looking" } | { state: "found"; lookup: Lookup } | { state: "outside" } | { state: "offline" };

export function UpdateMapPage() {
  const { t, i18n } = useLingui();
  const langId = useLangId();
  const [, navigate] = useLocation();
  const back = returnPath(useSearch());
  const [point, setPoint] = useState<Point | null>(null);
  const [flyTo, setFlyTo] = useState<(Point & { zoom: number; seq: number }) | null>(null);
  const [found, setFound] = useState<Found>({ state: "idle" });
  const [geoProblem, setGeoProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const centre = useRef<(() => Point) | null>(null);
  const [mapReady, setMapReady] = useState(false);
  const arabic = i18n.locale === "ar";

  async function pick(p: Point) {
    setPoint(p);
    setFound({ state: "looking" });
    try {
      const lookup = await post<Lookup>("/reverselookup", { lat: p.lat.toFixed(6), lang: p.lng.toFixed(6), lang_id: langId });
      setFound({ state: "found", lookup });
    } catch (err) {
      const error = toApiError(err);
      setFound(error.code === "outside_delivery_area" ? { state: "outside" } : { state: "offline" });
    }
  }

  function locate() {
    setGeoProblem(null);
    if (!("geolocation" in navigator)) {
      setGeoProblem(t`This browser cannot find your location. Tap the map to place the pin.`);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const p = { lat: pos.coords.latitude, lng: pos.coords.longitude };
        setFlyTo({ ...p, zoom: 15, seq: Date.now() });
        void pick(p);
      },
      (err) => {
        setLocating(false);
        setGeoProblem(
          err.code === err.PERMISSION_DENIED
            ? t`Location access is off for this site. Tap the map to place the pin, or allow location in your browser settings.`
            : t`Your location could not be found. Tap the map to place the pin.`,
        );
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  const outside = found.state === "outside";
  const canContinue = point !== null && !outside && found.state !== "looking";

  function proceed() {
    if (!point || !canContinue) return;
    const query = new URLSearchParams({ from: back, lat: point.lat.toFixed(6), lng: point.lng.toFixed(6) });
    if (found.state === "found") query.set("area", String(found.lookup.area.area_id));
    navigate(`/checkout/add-address?${query}`);
  }

  const place = (() => {
    if (!point) return t`Tap the map, use your location, or move the map and pin its centre.`;
    const coords = `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
    if (found.state === "looking") return t`Finding the area…`;
    if (found.state === "found") return `${found.lookup.area.area_name}${arabic ? "، " : ", "}${found.lookup.governorate.governorate_name} (${coords})`;
    if (found.state === "outside") return t`This point is outside our delivery area.`;
    if (found.state === "offline") return t`The area will be found when you are online (${coords}).`;
    return coords;
  })();

  return (
    <section className="page addr-page map-page" aria-labelledby="map-title">
      <h1 id="map-title">
        <Trans>Pin your location</Trans>
      </h1>
      <div className="map-actions">
        <button type="button" className="btn btn-outline" onClick={locate} disabled={locating}>
          {locating ? <Trans>Finding you…</Trans> : <Trans>Get my Location</Trans>}
        </button>
        <button type="button" className="btn btn-outline" disabled={!mapReady} onClick={() => centre.current && void pick(centre.current())}>
          <Trans>Pin the centre of the map</Trans>
        </button>
        {point && (
          <a
            className="btn btn-ghost"
            href={`https://www.google.com/maps/dir/?api=1&destination=${point.lat},${point.lng}`}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Trans>Directions</Trans>
          </a>
        )}
      </div>
      {geoProblem && (
        <p className="map-problem" role="alert">
          {geoProblem}
        </p>
      )}
      <div className="map-frame">
        <Suspense fallback={<Spinner />}>
          <MapView
            point={point}
            flyTo={flyTo}
            lang={arabic ? "ar" : "en"}
            label={t`Delivery point`}
            hereLabel={(name) => t`Map centre: ${name}`}
            onPick={(p) => void pick(p)}
            onReady={(read) => {
              centre.current = read;
              setMapReady(true);
            }}
          />
        </Suspense>
      </div>
      <p className="map-place" role="status" aria-live="polite">
        {place}
      </p>
      <div className="map-actions">
        <button type="button" className="btn btn-primary btn-large" disabled={!canContinue} onClick={proceed}>
          <Trans>Continue</Trans>
        </button>
        <Link href={`/checkout/add-address?from=${encodeURIComponent(back)}`}>
          <Trans>Type the address instead</Trans>
        </Link>
      </div>
    </section>
  );
}
