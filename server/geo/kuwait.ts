// Where a point is: inside Kuwait's governorate outlines (kuwait-governorates.geojson, see README)
// or not, and the nearest of our residential areas to it. Pure functions over data loaded once.
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

export function nearest<T extends { lat: number; lng: number }>(lat: number, lng: number, places: T[]): { place: T; km: number } | undefined {
  let best: { place: T; km: number } | undefined;
  for (const place of places) {
    const km = distanceKm(lat, lng, place.lat, place.lng);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
