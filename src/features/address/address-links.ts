// How the map screen and the address form hand over: where Continue returns (`?from=`, a path of
// this site only, default /checkout) and the point and area the map picked (`?lat=&lng=&area=`).

export function mapPick(search: string): { point?: { lat: number; lng: number }; areaId?: string } | undefined {
  const q = new URLSearchParams(search);
  const lat = Number(q.get("lat"));
  const lng = Number(q.get("lng"));
  const area = q.get("area") ?? "";
  const point =
    q.has("lat") && q.has("lng") && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { lat, lng }
      : undefined;
  const areaId = /^\d{1,9}$/.test(area) ? area : undefined;
  return point || areaId ? { ...(point ? { point } : {}), ...(areaId ? { areaId } : {}) } : undefined;
}

/** Where Continue returns: a path of this site only. */
export function returnPath(search: string): string {
  const from = new URLSearchParams(search).get("from") ?? "";
  return from.startsWith("/") && !from.startsWith("//") ? from : "/checkout";
}
