// The map itself (MapLibre through react-map-gl), in its own lazy chunk: loaded only on the map
// screen and precached for offline. With no style URL configured it draws Kuwait from the bundled
// governorate outlines (no tile server, no key), with our areas as dots; with VITE_MAP_STYLE_URL it
// uses that online base map. A tap places the pin; the parent flies it to a found location.
import "maplibre-gl/dist/maplibre-gl.css";
import { setWorkerUrl, type StyleSpecification } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef } from "react";
import MapGL, { AttributionControl, Marker, NavigationControl, type MapRef } from "react-map-gl/maplibre";

setWorkerUrl(workerUrl);

export const KUWAIT = { lat: 29.38, lng: 47.99, zoom: 12 };
const ATTRIBUTION = "© OpenStreetMap contributors (ODbL), via geoBoundaries";

type Props = {
  point: { lat: number; lng: number } | null;
  flyTo: { lat: number; lng: number; zoom: number; seq: number } | null;
  areas: { id: number; lat: number; lng: number }[];
  label: string;
  onPick: (point: { lat: number; lng: number }) => void;
};

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

export default function MapView({ point, flyTo, areas, label, onPick }: Props) {
  const ref = useRef<MapRef>(null);
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  const style = useMemo(() => configured || offlineStyle(areas), [configured, areas]);

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
      cursor="crosshair"
    >
      <AttributionControl compact={false} customAttribution={ATTRIBUTION} />
      <NavigationControl showCompass={false} />
      {point && (
        <Marker latitude={point.lat} longitude={point.lng} anchor="bottom">
          <span className="map-pin" role="img" aria-label={label} />
        </Marker>
      )}
    </MapGL>
  );
}
