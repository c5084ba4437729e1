// The map itself (MapLibre through react-map-gl), in its own lazy chunk: loaded only where a map is
// shown (the map screen, the checkout's address card) and precached for offline. With no style URL
// configured it draws Kuwait with no tile server and no key: the governorates as land, our areas as
// tinted polygons with their outlines (public/geo/kuwait-areas.geojson, built by
// scripts/build-area-map.ts; many edges follow the ring roads, so they read as a street grid at city
// zoom) and the areas' names in the page's language as HTML labels (there is no glyph server for map
// text), thinned so none overlaps; the full map also names the area under its centre. With
// VITE_MAP_STYLE_URL it uses that online base map. A tap places the pin; the parent flies it to a
// found location, and gets a way to read the map's centre (the keyboard's way to pin).
import "maplibre-gl/dist/maplibre-gl.css";
import "./map-view.css";
import { setWorkerUrl, type ExpressionSpecification, type StyleSpecification } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import { useEffect, useMemo, useRef, useState } from "react";
import MapGL, { AttributionControl, Marker, NavigationControl, type MapRef } from "react-map-gl/maplibre";

setWorkerUrl(workerUrl);

export const KUWAIT = { lat: 29.38, lng: 47.99, zoom: 11 };
export const AREAS_URL = "/geo/kuwait-areas.geojson";
const ATTRIBUTION = "© OpenStreetMap contributors (ODbL), via geoBoundaries";
const LABEL_FONT = "700 13px Cairo, system-ui, sans-serif";

type Point = { lat: number; lng: number };
type Props = {
  point: Point | null;
  lang: "en" | "ar";
  /** The pin's accessible name. */
  label: string;
  flyTo?: (Point & { zoom: number; seq: number }) | null;
  onPick?: (point: Point) => void;
  /** Called once the map is there, with a reader of its centre. */
  onReady?: (centre: () => Point) => void;
  /** "mini": a fixed, small view of the pin (the checkout); "full": the map screen. */
  variant?: "full" | "mini";
  /** The name of the area under the map's centre, for the full map. */
  hereLabel?: (name: string) => string;
};

type AreaLabel = { id: number; lat: number; lng: number; en: string; ar: string };
type Shown = { id: number; lat: number; lng: number; name: string };
type LabelFile = { features: { properties: { label?: 1; area_id: number | null; name_en?: string; name_ar?: string }; geometry: { type: string; coordinates: unknown } }[] };

/** Soft tints so neighbouring areas read apart; units we do not deliver to stay plain. */
const AREA_TINT: ExpressionSpecification = [
  "case",
  ["!", ["to-boolean", ["get", "area_id"]]],
  "#ece8dc",
  ["match", ["%", ["to-number", ["get", "area_id"]], 4], 0, "#f3efe2", 1, "#eef3e6", 2, "#f6ecdf", "#e9f0ee"],
];

function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      governorates: { type: "geojson", data: "/geo/kuwait-governorates.geojson" },
      areas: { type: "geojson", data: AREAS_URL, attribution: ATTRIBUTION },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": "#bfdff0" } },
      { id: "land", type: "fill", source: "governorates", paint: { "fill-color": "#ece8dc" } },
      { id: "area-fill", type: "fill", source: "areas", filter: ["!", ["has", "label"]], paint: { "fill-color": AREA_TINT } },
      {
        id: "area-edges",
        type: "line",
        source: "areas",
        filter: ["!", ["has", "label"]],
        paint: {
          "line-color": "#8c8470",
          "line-width": ["interpolate", ["linear"], ["zoom"], 9, 0.5, 12, 1.3, 16, 3.5],
        },
      },
      {
        id: "governorate-edges",
        type: "line",
        source: "governorates",
        paint: { "line-color": "#6d6656", "line-width": ["interpolate", ["linear"], ["zoom"], 9, 1.2, 16, 4], "line-dasharray": [3, 2] },
      },
    ],
  };
}

let measure: CanvasRenderingContext2D | null | undefined;
function textWidth(text: string): number {
  if (measure === undefined) {
    measure = document.createElement("canvas").getContext("2d");
    if (measure) measure.font = LABEL_FONT;
  }
  return measure ? measure.measureText(text).width : text.length * 7.5;
}

/** The labels in view, in order, skipping any that would overlap one already placed. */
function placeLabels(map: NonNullable<ReturnType<MapRef["getMap"]>>, labels: AreaLabel[], lang: "en" | "ar", pin: Point | null): Shown[] {
  const canvas = map.getCanvas();
  const [w, h] = [canvas.clientWidth, canvas.clientHeight];
  const boxes: { x0: number; x1: number; y0: number; y1: number }[] = [];
  if (pin) {
    // No name under the pin: it is drawn above its point.
    const p = map.project([pin.lng, pin.lat]);
    boxes.push({ x0: p.x - 18, x1: p.x + 18, y0: p.y - 36, y1: p.y + 4 });
  }
  const shown: Shown[] = [];
  const place = (id: number, x: number, y: number, name: string) => {
    const half = textWidth(name) / 2 + 4;
    const box = { x0: x - half, x1: x + half, y0: y - 11, y1: y + 11 };
    // Whole names only: one cut by the map's edge reads as another word.
    if (box.x0 < 0 || box.x1 > w || box.y0 < 0 || box.y1 > h) return;
    if (boxes.some((b) => b.x0 < box.x1 && box.x0 < b.x1 && b.y0 < box.y1 && box.y0 < b.y1)) return;
    boxes.push(box);
    const at = map.unproject([x, y]);
    shown.push({ id, lat: at.lat, lng: at.lng, name });
  };
  for (const l of labels) {
    const p = map.project([l.lng, l.lat]);
    place(l.id, p.x, p.y, lang === "ar" ? l.ar : l.en);
  }
  // Zoomed in, an area's own label point is often off the screen: name every area in view where it
  // shows, so street zoom is never an unnamed field.
  if (map.getZoom() >= 12.5 && map.getLayer("area-fill")) {
    for (const [fx, fy] of [[0.5, 0.3], [0.25, 0.6], [0.75, 0.6], [0.5, 0.85], [0.2, 0.15], [0.8, 0.15]] as const) {
      const [x, y] = [w * fx, h * fy];
      const f = map.queryRenderedFeatures([x, y], { layers: ["area-fill"] })[0]?.properties as { area_id?: number; name_en?: string; name_ar?: string } | undefined;
      const name = lang === "ar" ? f?.name_ar : f?.name_en;
      if (f?.area_id && name && !shown.some((a) => a.id === f.area_id)) place(f.area_id, x, y, name);
    }
  }
  return shown;
}

let webgl: boolean | undefined;
/** MapLibre needs WebGL 2; a phone or test browser without it gets a plain box instead of a crash. */
function hasWebgl(): boolean {
  webgl ??= (() => {
    try {
      return document.createElement("canvas").getContext("webgl2") !== null;
    } catch {
      return false;
    }
  })();
  return webgl;
}

export default function MapView(props: Props) {
  if (!hasWebgl()) return <div className="map-view map-unavailable" style={{ blockSize: props.variant === "mini" ? "120px" : "40vh" }} />;
  return <OfflineMap {...props} />;
}

function OfflineMap({ point, lang, label, flyTo, onPick, onReady, variant = "full", hereLabel }: Props) {
  const ref = useRef<MapRef>(null);
  const configured = import.meta.env.VITE_MAP_STYLE_URL as string | undefined;
  const style = useMemo(() => configured || offlineStyle(), [configured]);
  const [labels, setLabels] = useState<AreaLabel[]>([]);
  const [shown, setShown] = useState<Shown[]>([]);
  const [here, setHere] = useState<string | null>(null);
  const mini = variant === "mini";
  const rtl = lang === "ar";

  useEffect(() => {
    if (configured) return;
    let live = true;
    void fetch(AREAS_URL)
      .then((r) => r.json() as Promise<LabelFile>)
      .then((data) => {
        if (!live) return;
        setLabels(
          data.features.flatMap((f) =>
            f.properties.label && f.geometry.type === "Point"
              ? [{ id: f.properties.area_id ?? 0, lng: (f.geometry.coordinates as number[])[0]!, lat: (f.geometry.coordinates as number[])[1]!, en: f.properties.name_en ?? "", ar: f.properties.name_ar ?? "" }]
              : [],
          ),
        );
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [configured]);

  function readView() {
    const map = ref.current?.getMap();
    if (!map || configured) return;
    const next = placeLabels(map, labels, lang, point);
    // `idle` comes after every settled frame: keep the same state when nothing moved.
    setShown((prev) => (prev.length === next.length && prev.every((a, i) => a.id === next[i]!.id && a.name === next[i]!.name && a.lat === next[i]!.lat) ? prev : next));
    if (mini || !map.getLayer("area-fill")) return;
    const c = map.project(map.getCenter());
    const under = map.queryRenderedFeatures(c, { layers: ["area-fill"] })[0]?.properties as { name_en?: string; name_ar?: string } | undefined;
    setHere((rtl ? under?.name_ar : under?.name_en) ?? null);
  }

  // Labels arrive after the map, and the language can change under it.
  useEffect(readView, [labels, lang, point]); // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    if (flyTo) ref.current?.flyTo({ center: [flyTo.lng, flyTo.lat], zoom: flyTo.zoom });
  }, [flyTo]);

  const start = mini && point ? { latitude: point.lat, longitude: point.lng, zoom: 12.5 } : { latitude: KUWAIT.lat, longitude: KUWAIT.lng, zoom: KUWAIT.zoom };

  return (
    <div className={mini ? "map-view map-view-mini" : "map-view"} style={{ blockSize: mini ? "180px" : "65vh" }}>
      {here && hereLabel && (
        <p className="map-here" aria-hidden="true">
          {hereLabel(here)}
        </p>
      )}
      <MapGL
        ref={ref}
        initialViewState={start}
        minZoom={8}
        maxZoom={17}
        style={{ inlineSize: "100%", blockSize: "100%" }}
        mapStyle={style}
        attributionControl={false}
        interactive={!mini}
        onClick={onPick && ((e) => onPick({ lat: e.lngLat.lat, lng: e.lngLat.lng }))}
        onLoad={() => {
          readView();
          onReady?.(() => {
            const c = ref.current!.getCenter();
            return { lat: c.lat, lng: c.lng };
          });
        }}
        onMoveEnd={readView}
        onIdle={readView}
        cursor={mini ? "default" : "crosshair"}
      >
        <AttributionControl compact={false} customAttribution={ATTRIBUTION} position={rtl ? "bottom-left" : "bottom-right"} />
        {!mini && <NavigationControl showCompass={false} position={rtl ? "top-left" : "top-right"} />}
        {shown.map((a) => (
          <Marker key={a.id} latitude={a.lat} longitude={a.lng} anchor="center" style={{ pointerEvents: "none" }}>
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
    </div>
  );
}
