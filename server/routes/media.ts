// Generated illustrations for dishes and packages: small SVGs drawn from each dish's palette, so
// the catalog needs no external image host. Immutable for a given id, so cached for a long time.
import { Hono } from "hono";
import type { CatalogRepo } from "../repos/catalog-repo.ts";

const LONG_CACHE = "public, max-age=2592000, stale-while-revalidate=86400";
const HEX = /^#[0-9a-fA-F]{6}$/;

function safeColour(value: string | undefined, fallback: string): string {
  return value && HEX.test(value) ? value : fallback;
}

/** A plate seen from above: rim, a main item, a side, and garnish dots placed from the id. */
export function dishSvg(id: number, palette: string[], mealTypeId: number): string {
  const [a, b, c] = [safeColour(palette[0], "#e4a23c"), safeColour(palette[1], "#6aa84f"), safeColour(palette[2], "#f3e6c8")];
  const angle = (id * 47) % 360;
  const bowl = mealTypeId === 11;
  const dots = Array.from({ length: 5 }, (_, i) => {
    const t = ((id * 13 + i * 71) % 360) * (Math.PI / 180);
    const r = 52 + ((id + i * 7) % 18);
    return `<circle cx="${(160 + r * Math.cos(t)).toFixed(1)}" cy="${(120 + r * Math.sin(t)).toFixed(1)}" r="${4 + ((id + i) % 4)}" fill="${b}" opacity=".85"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<rect width="320" height="240" fill="#f6f1e7"/>
<ellipse cx="160" cy="126" rx="${bowl ? 96 : 108}" ry="${bowl ? 90 : 100}" fill="#d9d2c3"/>
<circle cx="160" cy="120" r="${bowl ? 88 : 100}" fill="#ffffff"/>
<circle cx="160" cy="120" r="${bowl ? 70 : 80}" fill="${bowl ? a : c}"/>
${bowl ? `<circle cx="160" cy="120" r="52" fill="${c}" opacity=".35"/>` : `<g transform="rotate(${angle} 160 120)"><ellipse cx="140" cy="112" rx="46" ry="30" fill="${a}"/><ellipse cx="188" cy="138" rx="30" ry="22" fill="${b}"/></g>`}
${dots}
</svg>`;
}

const PACKAGE_COLOURS: Record<number, [string, string]> = {
  24: ["#2e7d32", "#a5d6a7"],
  26: ["#1565c0", "#90caf9"],
  28: ["#c62828", "#ef9a9a"],
};

export function packageSvg(id: number): string {
  const [dark, light] = PACKAGE_COLOURS[id] ?? ["#455a64", "#b0bec5"];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240" width="320" height="240">
<rect width="320" height="240" fill="${light}"/>
<rect x="70" y="70" width="180" height="120" rx="14" fill="#ffffff"/>
<rect x="70" y="70" width="180" height="34" rx="14" fill="${dark}"/>
<rect x="86" y="118" width="70" height="56" rx="8" fill="${light}"/>
<rect x="164" y="118" width="70" height="26" rx="8" fill="${light}"/>
<rect x="164" y="148" width="70" height="26" rx="8" fill="${light}"/>
</svg>`;
}

export function mediaRoutes(repo: CatalogRepo) {
  const app = new Hono();
  const svg = (body: string) =>
    new Response(body, { headers: { "content-type": "image/svg+xml; charset=utf-8", "cache-control": LONG_CACHE } });

  app.get("/meals/:file{[0-9]{1,9}\\.svg}", async (c) => {
    const id = Number(c.req.param("file").replace(".svg", ""));
    const meal = await repo.findMealPalette(id);
    if (!meal) return c.notFound();
    return svg(dishSvg(meal.id, meal.palette, meal.meal_type_id));
  });

  app.get("/packages/:file{[0-9]{1,9}\\.svg}", (c) => {
    const id = Number(c.req.param("file").replace(".svg", ""));
    if (!PACKAGE_COLOURS[id]) return c.notFound();
    return svg(packageSvg(id));
  });

  return app;
}
