// Builds public/geo/kuwait-areas.geojson, the area map the storefront draws with no tile server and
// the server's reverse lookup reads: geoBoundaries' area polygons (shared/data/kuwait-areas.geojson,
// © OpenStreetMap contributors, ODbL) carrying our own areas (server/db/seed/catalog-data/areas.ts).
//
//   npx tsx scripts/build-area-map.ts [source.geojson]
//
// Each polygon gets the areas named in POLYGON_AREAS (checked by hand: the source's Latin names are
// odd and several of our centre points fall in a neighbour); an area the table does not name goes to
// the polygon holding its centre point, else the nearest polygon. The script prints every area whose
// centre point is not in its polygon, so a changed seed or source is reviewed. Out come:
// - Polygon features `{ area_id, name_en, name_ar }` (the first area of the polygon; `area_ids` lists
//   all of them) or `{ area_id: null }` for desert units, ports and camps we do not deliver to;
// - one Point feature per area `{ label: 1, area_id, name_en, name_ar }` where its name is drawn:
//   its centre point when that lies in its polygon, else a point well inside the polygon.
// Rings are simplified (Douglas-Peucker, about 8 m) and rounded to 5 decimals (about 1 m).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { areas } from "../server/db/seed/catalog-data/areas.ts";

type Pos = [number, number];
type Ring = Pos[];
type Poly = Ring[];
type SourceFeature = { properties: { shapeName: string }; geometry: { type: "Polygon"; coordinates: Poly } | { type: "MultiPolygon"; coordinates: Poly[] } };

/**
 * Source polygon (shapeName, "#2" for its second occurrence) → our areas' English names. Polygons
 * not listed carry no area unless an unlisted area's centre point falls in them.
 */
const POLYGON_AREAS: Record<string, string[]> = {
  Abdali: ["Abdali"],
  "Abdali#2": ["Subiya"],
  "Bar Jahra": ["Mutlaa"],
  Kabad: ["Kabd"],
  Sulaibiya: ["Sulaibiya"],
  Elnahda_Shark_Elsolybekhat: ["Nahdha"],
  "South Doha": ["Qairawan"],
  Sad_Elabdallah: ["Saad Al-Abdullah"],
  Oyoun: ["Oyoun"],
  Waha: ["Waha"],
  Jahra: ["Jahra"],
  Qasr: ["Qasr"],
  Naeem: ["Naeem"],
  Nasseem: ["Nasseem"],
  Taima: ["Taima"],
  Elwafra: ["Wafra"],
  El_Kehran_Loloet_Elkheran: ["Khairan", "Sabah Al-Ahmad Sea City"],
  El_Zoor: ["Zour"],
  South_Coast_Strip: ["Julaia", "Bneider"],
  "UmAl-Hayman-AliSabahAs-Salem": ["Ali Sabah Al-Salem (Umm Al-Hayman)"],
  Fahaheel: ["Fahaheel"],
  Mangaf: ["Mangaf"],
  Sabahiya: ["Sabahiya"],
  Abu_Halifa: ["Abu Halifa"],
  "Fahad_Al-Ahmad": ["Fahad Al-Ahmad"],
  Elahmdi: ["Ahmadi"],
  Mahboula: ["Mahboula"],
  Riqqa: ["Riqqa"],
  Hadiya: ["Hadiya"],
  Al_Fantas: ["Fintas"],
  Egaila: ["Egaila"],
  "Jaber_Al-Ali": ["Jaber Al-Ali"],
  Dhaher: ["Dahar"],
  // The source's planned square for the new town.
  Saba_Elahmad: ["Sabah Al-Ahmad"],
  Angafa: ["Anjafa"],
  Salwa: ["Salwa"],
  Mishrift: ["Mishref"],
  MubarakAlAbdullah_MishriftWest: ["Mubarak Al-Abdullah (West Mishref)"],
  Bayan: ["Bayan"],
  Shuhada: ["Shuhada"],
  Zahra: ["Zahra"],
  Hitteen: ["Hittin"],
  Siddiq: ["Siddiq"],
  Salam: ["Salam"],
  Rumaithiya: ["Rumaithiya"],
  Salmiya: ["Salmiya", "Bidaa"],
  Jabriya: ["Jabriya"],
  Hawalli: ["Hawalli", "Maidan Hawalli", "Nigra"],
  Shaab: ["Shaab"],
  Mubarak_Al_Kabeer: ["Mubarak Al-Kabeer"],
  Abu_Fataira: ["Abu Fatira"],
  Abo_Elhaseena: ["Abu Al-Hasaniya"],
  Al_Qurain: ["Qurain", "Qusour"],
  Fnaitees: ["Fnaitees"],
  Al_Adan: ["Adan"],
  Messila: ["Messila"],
  "Sabah_Al-Salem": ["Sabah Al-Salem", "Masayel"],
  Wista: ["Wista"],
  Subhan: ["Subhan"],
  // Abdullah Al-Mubarak (built after 2011) is the source's "West_Jleedb"; its western part the
  // "Sebak_Al_Hegen" unit.
  West_Jleedb: ["Abdullah Al-Mubarak"],
  Sebak_Al_Hegen: ["West Abdullah Al-Mubarak"],
  "Jleeb_Al- Shiyoukh": ["Jleeb Al-Shuyoukh"],
  Khaitan: ["Khaitan", "Abraq Khaitan"],
  Farwaniya: ["Farwaniya"],
  Omariya: ["Omariya"],
  Ashbelya: ["Ishbiliya"],
  Rehab: ["Rehab"],
  Rabiya: ["Rabiya"],
  Rai: ["Rai"],
  Riggai: ["Riggae"],
  Ardhiya_Herafiya: ["Ardiya Craft Area"],
  Sabah_Al_Nasser: ["Sabah Al-Nasser"],
  Ardhiya: ["Ardiya"],
  Ferdous: ["Firdous"],
  Andalous: ["Andalus"],
  // Jaber Al-Ahmad (built after 2011) lies in the source's "Mina_Doha".
  Mina_Doha: ["Jaber Al-Ahmad"],
  Doha: ["Doha"],
  Sulaibikhat: ["Sulaibikhat"],
  Ghornata: ["Granada"],
  "Suwaikh_Industrial-3": ["Shuwaikh Industrial"],
  "Suwaikh_Industrail-1": ["Shuwaikh Industrial"],
  "Suwaikh_Industrial-2": ["Shuwaikh Industrial"],
  Yarmouk: ["Yarmouk"],
  Qortuba: ["Qortuba"],
  Surra: ["Surra"],
  Rawda: ["Rawda"],
  Adailiya: ["Adailiya"],
  Khaldiya: ["Khaldiya"],
  Kifan: ["Kaifan"],
  Suwaikh: ["Shuwaikh"],
  Shamiya: ["Shamiya"],
  "Abdulla_Al-Salem": ["Abdullah Al-Salem"],
  Mansouriya: ["Mansouriya"],
  Dasma: ["Dasma"],
  "Bnaid_Al-QR": ["Bneid Al-Gar"],
  Faiha: ["Faiha"],
  Nuzha: ["Nuzha"],
  Qadsiya: ["Qadsiya"],
  Daiya: ["Daiya"],
  Qibla: ["Qibla"],
  Mirqab: ["Mirqab", "Salhiya"],
  Sharq: ["Sharq", "Kuwait City"],
  Dasman: ["Dasman"],
};

const round = (n: number) => Math.round(n * 1e5) / 1e5;

function inRing([x, y]: Pos, ring: Ring): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
const inPoly = (p: Pos, poly: Poly) => inRing(p, poly[0]!) && !poly.slice(1).some((h) => inRing(p, h));

/** Distance in degrees (lng scaled by cos(lat)) from p to segment a-b. */
function segDist([px, py]: Pos, [ax, ay]: Pos, [bx, by]: Pos): number {
  const k = Math.cos((py * Math.PI) / 180);
  const [x, y, x1, y1, x2, y2] = [px * k, py, ax * k, ay, bx * k, by];
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = dx || dy ? Math.max(0, Math.min(1, ((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy))) : 0;
  return Math.hypot(x - (x1 + t * dx), y - (y1 + t * dy));
}
const edgeDist = (p: Pos, poly: Poly) => Math.min(...poly.flatMap((r) => r.slice(1).map((b, i) => segDist(p, r[i]!, b))));

/** A point well inside the polygon: the best of a 40×40 grid by distance to the edges. */
function interiorPoint(poly: Poly): Pos {
  const xs = poly[0]!.map((p) => p[0]);
  const ys = poly[0]!.map((p) => p[1]);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  let best: { p: Pos; d: number } = { p: poly[0]![0]!, d: -1 };
  for (let i = 0; i <= 40; i++)
    for (let j = 0; j <= 40; j++) {
      const p: Pos = [x0 + ((x1 - x0) * (i + 0.5)) / 41, y0 + ((y1 - y0) * (j + 0.5)) / 41];
      if (!inPoly(p, poly)) continue;
      const d = edgeDist(p, poly);
      if (d > best.d) best = { p, d };
    }
  return best.p;
}

function area(ring: Ring): number {
  let s = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) s += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return Math.abs(s / 2);
}

function simplify(ring: Ring, tolerance: number): Ring {
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack: [number, number][] = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop()!;
    let far = -1;
    let max = tolerance;
    for (let i = a + 1; i < b; i++) {
      const d = segDist(ring[i]!, ring[a]!, ring[b]!);
      if (d > max) [far, max] = [i, d];
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  const out = ring.filter((_, i) => keep[i]).map(([x, y]) => [round(x), round(y)] as Pos);
  return out.length >= 4 ? out : ring.map(([x, y]) => [round(x), round(y)] as Pos);
}

const source = process.argv[2] ?? path.resolve(import.meta.dirname, "../../shared/data/kuwait-areas.geojson");
const features = (JSON.parse(readFileSync(source, "utf8")) as { features: SourceFeature[] }).features;
const seen = new Map<string, number>();
const shapes = features.map((f) => {
  const n = (seen.get(f.properties.shapeName) ?? 0) + 1;
  seen.set(f.properties.shapeName, n);
  const polys = f.geometry.type === "Polygon" ? [f.geometry.coordinates] : f.geometry.coordinates;
  return { key: n === 1 ? f.properties.shapeName : `${f.properties.shapeName}#${n}`, polys, areaIds: [] as number[] };
});

const byName = new Map(areas.map((a) => [a.name.en, a]));
for (const [key, names] of Object.entries(POLYGON_AREAS)) {
  const shape = shapes.find((s) => s.key === key);
  if (!shape) throw new Error(`no source polygon ${key}`);
  for (const name of names) {
    const a = byName.get(name);
    if (!a) throw new Error(`no seed area ${name}`);
    shape.areaIds.push(a.id);
  }
}
const placed = new Set(shapes.flatMap((s) => s.areaIds));
for (const a of areas) {
  if (placed.has(a.id)) continue;
  const p: Pos = [a.lng, a.lat];
  const holder =
    shapes.find((s) => s.polys.some((poly) => inPoly(p, poly))) ??
    [...shapes].sort((s, t) => Math.min(...s.polys.map((q) => edgeDist(p, q))) - Math.min(...t.polys.map((q) => edgeDist(p, q))))[0]!;
  console.log(`area ${a.name.en} is in no listed polygon: given to ${holder.key}`);
  holder.areaIds.push(a.id);
}

const out: unknown[] = [];
const labels: unknown[] = [];
for (const s of shapes) {
  const polys = s.polys.map((poly) => poly.map((r) => simplify(r, 0.00008)));
  const first = areas.find((a) => a.id === s.areaIds[0]);
  out.push({
    type: "Feature",
    properties: first ? { area_id: first.id, area_ids: s.areaIds, name_en: first.name.en, name_ar: first.name.ar } : { area_id: null },
    geometry: polys.length === 1 ? { type: "Polygon", coordinates: polys[0] } : { type: "MultiPolygon", coordinates: polys },
  });
}
for (const a of areas) {
  const own = shapes.filter((s) => s.areaIds.includes(a.id)).flatMap((s) => s.polys);
  const centre: Pos = [a.lng, a.lat];
  let at = centre;
  if (!own.some((poly) => inPoly(centre, poly))) {
    const largest = [...own].sort((p, q) => area(q[0]!) - area(p[0]!))[0]!;
    at = interiorPoint(largest);
    console.log(`centre of ${a.name.en} lies outside its polygon: label at ${round(at[1])}, ${round(at[0])}`);
  }
  labels.push({
    type: "Feature",
    properties: { label: 1, area_id: a.id, name_en: a.name.en, name_ar: a.name.ar },
    geometry: { type: "Point", coordinates: [round(at[0]), round(at[1])] },
  });
}

const target = path.resolve(import.meta.dirname, "../public/geo/kuwait-areas.geojson");
const json = JSON.stringify({
  type: "FeatureCollection",
  attribution: "© OpenStreetMap contributors (ODbL), via geoBoundaries (gbOpen KWT ADM2); names: Fit Meals Kuwait",
  features: [...out, ...labels],
});
writeFileSync(target, json);
console.log(`${path.relative(process.cwd(), target)}: ${json.length} bytes, ${gzipSync(json).length} gzip, ${out.length} polygons, ${labels.length} labels`);
