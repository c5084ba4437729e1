// Where a point is: inside Kuwait's governorate outlines (kuwait-governorates.geojson, see README)
// or not, and which of our areas' polygons holds it (public/geo/kuwait-areas.geojson, the map's own
// file, built by scripts/build-area-map.ts). Pure functions over data loaded once.
import { readFileSync } from "node:fs";
import path from "node:path";

type Ring = [number, number][];
type Geometry = { type: "Polygon"; coordinates: Ring[] } | { type: "MultiPolygon"; coordinates: Ring[][] };
type Feature = { properties: { name_en: string; name_ar: string }; geometry: Geometry };

export type Governorate = { nameEn: string; nameAr: string; polygons: Ring[][] };

let outlines: Governorate[] | undefined;

export function governorates(): Governorate[] {
  if (!outlines) {
    const file = path.join(import.meta.dirname, "kuwait-governorates.geojson");
    const data = JSON.parse(readFileSync(file, "utf8")) as { features: Feature[] };
    outlines = data.features.map((f) => ({
      nameEn: f.properties.name_en,
      nameAr: f.properties.name_ar,
      polygons: f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates,
    }));
  }
  return outlines;
}

/** Ray casting on one ring ([lng, lat] pairs). */
function inRing(lng: number, lat: number, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A polygon is its outer ring minus its holes. */
function inPolygon(lng: number, lat: number, rings: Ring[]): boolean {
  const [outer, ...holes] = rings;
  return outer !== undefined && inRing(lng, lat, outer) && !holes.some((h) => inRing(lng, lat, h));
}

/** The governorate containing the point, or undefined outside Kuwait (sea, other countries). */
export function governorateAt(lat: number, lng: number): Governorate | undefined {
  return governorates().find((g) => g.polygons.some((p) => inPolygon(lng, lat, p)));
}

/** Great-circle distance in kilometres. */
export function distanceKm(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const rad = Math.PI / 180;
  const dLat = (bLat - aLat) * rad;
  const dLng = (bLng - aLng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * rad) * Math.cos(bLat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

type AreaFeature = {
  properties: { area_id: number | null; area_ids?: number[]; label?: 1 };
  geometry: Geometry | { type: "Point"; coordinates: [number, number] };
};
export type AreaShape = { areaIds: number[]; polygons: Ring[][] };

let areaShapes: AreaShape[] | undefined;

/** The polygons that carry at least one of our areas (desert units, ports and camps carry none). */
export function areaPolygons(): AreaShape[] {
  if (!areaShapes) {
    const file = path.join(import.meta.dirname, "../../public/geo/kuwait-areas.geojson");
    const data = JSON.parse(readFileSync(file, "utf8")) as { features: AreaFeature[] };
    areaShapes = data.features.flatMap((f) =>
      f.geometry.type === "Point" || f.properties.area_id === null
        ? []
        : [{ areaIds: f.properties.area_ids ?? [f.properties.area_id], polygons: f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates }],
    );
  }
  return areaShapes;
}

/** Kilometres from a point to the nearest edge of a polygon's rings. */
function kmToEdges(lat: number, lng: number, rings: Ring[]): number {
  const k = Math.cos((lat * Math.PI) / 180);
  let best = Infinity;
  for (const ring of rings)
    for (let i = 1; i < ring.length; i++) {
      const [ax, ay] = ring[i - 1]!;
      const [bx, by] = ring[i]!;
      const dx = (bx - ax) * k;
      const dy = by - ay;
      const px = (lng - ax) * k;
      const py = lat - ay;
      const len = dx * dx + dy * dy;
      const t = len ? Math.max(0, Math.min(1, (px * dx + py * dy) / len)) : 0;
      best = Math.min(best, Math.hypot(px - t * dx, py - t * dy));
    }
  return best * 111.32;
}

/**
 * The area polygon holding the point (`km` 0), else the nearest one (a point in a hole between
 * polygons, on the coast, or in a unit none of our areas covers) with its distance.
 */
export function areaShapeAt(lat: number, lng: number): { shape: AreaShape; km: number } | undefined {
  const shapes = areaPolygons();
  const holder = shapes.find((s) => s.polygons.some((p) => inPolygon(lng, lat, p)));
  if (holder) return { shape: holder, km: 0 };
  let best: { shape: AreaShape; km: number } | undefined;
  for (const shape of shapes) {
    const km = Math.min(...shape.polygons.map((p) => kmToEdges(lat, lng, p)));
    if (!best || km < best.km) best = { shape, km };
  }
  return best;
}

export function nearest<T extends { lat: number; lng: number }>(lat: number, lng: number, places: T[]): { place: T; km: number } | undefined {
  let best: { place: T; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(lat, lng, place.lat, place.lng);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
