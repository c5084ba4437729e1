// The map itself (MapLibre through react-map-gl), in its own lazy chunk: loaded only on the map
// screen and precached for offline. With no style URL configured it draws Kuwait from the bundled
// governorate outlines (no tile server, no key), with our areas as dots and their names as labels
// (HTML markers: there is no glyph server for map text), shown from zoom 12 for the areas in view;
// with VITE_MAP_STYLE_URL it uses that online base map. A tap places the pin; the parent flies it to
// a found location, and gets a way to read the map's centre (the keyboard's way to pin).
import "maplibre-gl/dist/maplibre-gl.css";
import { setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef, useState } from "react";
import MapGL, { AttributionControl, Marker, NavigationControl, type MapRef } from "react-map-gl/maplibre";

setWorkerUrl(workerUrl);

export const KUWAIT = { lat: 29.38, lng: 47.99, zoom: 12 };
/** Area names show from this zoom in: further out they would cover the map. */
export const LABEL_ZOOM = 12;
const ATTRIBUTION = "© OpenStreetMap contributors (ODbL), via geoBoundaries";

type Props = {
  point: { lat: number; lng: number } | null;
  flyTo: { lat: number; lng: number; zoom: number; seq: number } | null;
  /** Our areas, named in the page's language. */
  areas: { id: number; lat: number; lng: number; name: string }[];
  label: string;
  onPick: (point: { lat: number; lng: number }) => void;
  /** Called once the map is there, with a reader of its centre. */
  onReady?: (centre: () => { lat: number; lng: number }) => void;
};

type View = { zoom: number; west: number; south: number; east: number; north: number };

function offlineStyle(areas: Props["areas"]): StyleSpecification {
  return {
    version: 8,
    sources: {
      governorates: { type: "geojson", data: "/geo/kuwait-governorates.geojson", attribution: ATTRIBUTION },
      areas: {
        type: "geojson",
        data: {
          type: "FeatureCollection",
          features: areas.map((a) => ({
            type: "Feature",
            properties: { id: a.id },
            geometry: { type: "Point", coordinates: [a.lng, a.lat] },
          })),
        },
      },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#cfe8f3" } },
      { id: "land", type: "fill", source: "governorates", paint: { "fill-color": "#f4f1e8" } },
      { id: "borders", type: "line", source: "governorates", paint: { "line-color": "#8a8a7a", "line-width": 1.2 } },
      {
        id: "areas",
        type: "circle",
        source: "areas",
        paint: { "circle-radius": 4, "circle-color": "#2e7d32", "circle-stroke-color": "#fff", "circle-stroke-width": 1 },
      },
    ],
  };
}

export default function MapView({ point, flyTo, areas, label, onPick, onReady }: Props) {
  const ref = useRef<MapRef>(null);
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  const style = useMemo(() => configured || offlineStyle(areas), [configured, areas]);
  const [view, setView] = useState<View>();

  function readView() {
    const map = ref.current;
    if (!map) return;
    const b = map.getBounds();
    setView({ zoom: map.getZoom(), west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() });
  }

  const labelled = useMemo(
    () =>
      !view || view.zoom < LABEL_ZOOM
        ? []
        : areas.filter((a) => a.lat >= view.south && a.lat <= view.north && a.lng >= view.west && a.lng <= view.east),
    [areas, view],
  );

  useEffect(() => {
    if (flyTo) ref.current?.flyTo({ center: [flyTo.lng, flyTo.lat], zoom: flyTo.zoom });
  }, [flyTo]);

  return (
    <MapGL
      ref={ref}
      initialViewState={{ latitude: KUWAIT.lat, longitude: KUWAIT.lng, zoom: KUWAIT.zoom }}
      style={{ inlineSize: "100%", blockSize: "65vh" }}
      mapStyle={style}
      attributionControl={false}
      onClick={(e) => onPick({ lat: e.lngLat.lat, lng: e.lngLat.lng })}
      onLoad={() => {
        readView();
        onReady?.(() => {
          const c = ref.current!.getCenter();
          return { lat: c.lat, lng: c.lng };
        });
      }}
      onMoveEnd={readView}
      cursor="crosshair"
    >
      <AttributionControl compact={false} customAttribution={ATTRIBUTION} />
      <NavigationControl showCompass={false} />
      {labelled.map((a) => (
        <Marker key={a.id} latitude={a.lat} longitude={a.lng} anchor="top" offset={[0, 5]} style={{ pointerEvents: "none" }}>
          <span className="map-area-label" aria-hidden="true">
            {a.name}
          </span>
        </Marker>
      ))}
      {point && (
        <Marker latitude={point.lat} longitude={point.lng} anchor="bottom">
          <span className="map-pin" role="img" aria-label={label} />
        </Marker>
      )}
    </MapGL>
  );
}
