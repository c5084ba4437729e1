// What each food looks like, drawn with the kit of food-svg.ts at (x, y) at scale s (1: about 300
// units across, a portion on a plate): the proteins as cut and cooked here, the bases and toppings
// in food-bases.ts. A look is named in a dish's recipe (dish-tables.ts) with the colour the food
// has: a tikka red from its marinade, a saffron rice yellow, a teriyaki glaze dark.
import { BASE_DRAWS, BASE_LOOKS } from "./food-bases.ts";
import { EGG_DRAWS, EGG_LOOKS } from "./food-eggs.ts";
import { shade, type Draw, type Sketch } from "./food-svg.ts";

const PROTEIN_LOOKS = [
  "breast",
  "skewer",
  "kofta",
  "balls",
  "mince",
  "steak",
  "chops",
  "fillet",
  "whole-fish",
  "shrimp",
  "cubes",
  "chunks",
  "liver",
  "legumes",
  "pods",
  "leaf-chips",
  "sticks",
  "cold-cuts",
  "bar",
] as const;
export const LOOKS = [...BASE_LOOKS, ...EGG_LOOKS, ...PROTEIN_LOOKS] as const;
export type Look = (typeof LOOKS)[number];

/** Two fans of slices, each slice a rounded piece with grill marks. */
const slices = (sk: Sketch, x: number, y: number, s: number, colour: string, count: number, w: number, h: number, marks: boolean) => {
  sk.shadow(x, y + 40 * s, 150 * s, 34 * s);
  for (let i = 0; i < count; i++) {
    const px = x + (i - (count - 1) / 2) * w * 0.62 * s;
    const angle = -24 + i * 6;
    sk.piece(px, y, w * s, h * s, angle, sk.fill(colour), 26 * s, ` stroke="${shade(colour, -0.3)}" stroke-width="${4 * s}"`);
    if (marks) sk.marks(px, y, w * s, angle, 2);
  }
};

const DRAW: Record<Look, Draw> = {
  ...BASE_DRAWS,
  ...EGG_DRAWS,
  breast: (sk, x, y, s, colour) => slices(sk, x, y, s, colour, 4, 84, 150, true),
  steak: (sk, x, y, s, colour) => {
    slices(sk, x, y, s, shade(colour, -0.25), 4, 74, 160, false);
    for (let i = 0; i < 4; i++) sk.piece(x + (i - 1.5) * 74 * 0.62 * s, y, 44 * s, 120 * s, -24 + i * 6, sk.fill("#c75b55"), 18 * s);
  },
  skewer(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 170 * s, 30 * s);
    for (const dy of [-40, 40]) {
      sk.piece(x, y + dy * s, 380 * s, 12 * s, -12, "#d9b27c");
      for (let i = 0; i < 4; i++) {
        const px = x + (i - 1.5) * 74 * s;
        const py = y + dy * s + (1.5 - i) * 15 * s;
        sk.piece(px, py, 72 * s, 66 * s, -12 + i * 11, sk.fill(i % 2 ? shade(colour, -0.1) : colour, 0.3, -0.3), 20 * s);
        sk.ellipse(px + 10 * s, py - 12 * s, 14 * s, 9 * s, "#3b1d0e", ` opacity=".4"`);
      }
    }
  },
  kofta(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 160 * s, 30 * s);
    for (let i = 0; i < 3; i++) {
      const py = y + (i - 1) * 52 * s;
      sk.piece(x, py, 270 * s, 8 * s, -8, "#d9b27c");
      sk.piece(x, py, 190 * s, 46 * s, -8, sk.fill(colour, 0.25, -0.35), 23 * s);
      sk.marks(x, py, 120 * s, -8, 3, "#2b150a");
    }
  },
  balls(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (const [dx, dy] of [
      [-60, 10],
      [0, -30],
      [60, 5],
      [-20, 45],
      [40, 50],
    ] as const)
      sk.ellipse(x + dx * s, y + dy * s, 40 * s, 37 * s, sk.fill(colour, 0.3, -0.35));
  },
  mince(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    sk.ellipse(x, y, 140 * s, 80 * s, shade(colour, -0.2));
    sk.scatter(x, y, 130 * s, 72 * s, 90, sk.fill(colour, 0.3, -0.3), 20 * s, 16 * s);
  },
  chops(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 160 * s, 30 * s);
    for (let i = 0; i < 3; i++) {
      const px = x + (i - 1) * 80 * s;
      sk.piece(px + 34 * s, y - 70 * s, 16 * s, 110 * s, 20 + i * 8, "#f5ecdc", 8 * s);
      sk.ellipse(px, y, 62 * s, 52 * s, sk.fill(colour, 0.25, -0.35));
      sk.marks(px, y, 70 * s, 20, 2);
    }
  },
  fillet(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 160 * s, 30 * s);
    sk.piece(x, y, 300 * s, 130 * s, -10, sk.fill(colour, 0.3, -0.25), 60 * s);
    for (let i = 0; i < 5; i++) {
      sk.add(
        `<path d="M${x - 100 * s + i * 50 * s} ${y - 55 * s} q${20 * s} ${55 * s} 0 ${110 * s}" fill="none" stroke="${shade(colour, 0.45)}" stroke-width="${6 * s}" opacity=".8" transform="rotate(-10 ${x} ${y})"/>`,
      );
    }
  },
  "whole-fish"(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 180 * s, 30 * s);
    sk.add(`<path d="M${x + 130 * s} ${y} l${70 * s} ${-55 * s} v${110 * s} Z" fill="${sk.fill(colour, 0.2, -0.3)}"/>`);
    sk.ellipse(x - 20 * s, y, 165 * s, 72 * s, sk.fill(colour, 0.35, -0.25));
    sk.ellipse(x - 130 * s, y - 12 * s, 11 * s, 11 * s, "#2b2b2b");
    sk.marks(x - 10 * s, y, 160 * s, 0, 4, "#3b2a20");
  },
  shrimp(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (const [dx, dy, a] of [
      [-70, 0, 0],
      [0, -30, 40],
      [70, 0, 80],
      [-30, 45, 130],
      [45, 45, 200],
    ] as const) {
      const cx = x + dx * s;
      const cy = y + dy * s;
      sk.add(
        `<path d="M${cx - 34 * s} ${cy} a${34 * s} ${34 * s} 0 1 1 ${34 * s} ${34 * s}" fill="none" stroke="${sk.fill(colour)}" stroke-width="${26 * s}" stroke-linecap="round" transform="rotate(${a} ${cx} ${cy})"/>`,
      );
    }
  },
  cubes(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (const [dx, dy] of [
      [-65, -20],
      [0, -35],
      [65, -20],
      [-35, 30],
      [35, 30],
    ] as const) {
      sk.piece(x + dx * s, y + dy * s, 64 * s, 58 * s, dx / 6, sk.fill(colour, 0.3, -0.25), 10 * s);
      sk.marks(x + dx * s, y + dy * s, 60 * s, dx / 6, 2, shade(colour, -0.45));
    }
  },
  chunks(sk, x, y, s, colour) {
    sk.ellipse(x, y, 160 * s, 95 * s, sk.fill(colour, 0.2, -0.2));
    for (const [dx, dy] of [
      [-70, -10],
      [-10, -35],
      [55, -15],
      [-35, 30],
      [35, 30],
      [85, 20],
    ] as const)
      sk.piece(x + dx * s, y + dy * s, 52 * s, 44 * s, dx, sk.fill(shade(colour, -0.2), 0.25, -0.3), 14 * s);
    sk.ellipse(x - 60 * s, y - 50 * s, 50 * s, 12 * s, "#fff", ` opacity=".3"`);
  },
  liver(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 8; i++)
      sk.piece(
        x + ((i % 4) - 1.5) * 60 * s,
        y + (Math.floor(i / 4) - 0.5) * 55 * s,
        70 * s,
        40 * s,
        i * 37,
        sk.fill(colour, 0.3, -0.3),
        14 * s,
      );
    for (let i = 0; i < 6; i++)
      sk.add(
        `<ellipse cx="${x + (i - 2.5) * 45 * s}" cy="${y + ((i % 3) - 1) * 30 * s}" rx="${28 * s}" ry="${18 * s}" fill="none" stroke="#efe0ef" stroke-width="${6 * s}" opacity=".9"/>`,
      );
  },
  legumes(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 46; i++) {
      const a = sk.next() * Math.PI * 2;
      const d = Math.sqrt(sk.next());
      sk.ellipse(x + Math.cos(a) * 125 * s * d, y + Math.sin(a) * 70 * s * d, 19 * s, 17 * s, sk.fill(colour, 0.35, -0.3));
    }
  },
  pods(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 7; i++) {
      const px = x + (i - 3) * 38 * s;
      const py = y + ((i % 3) - 1) * 28 * s;
      const angle = -30 + i * 14;
      sk.piece(px, py, 140 * s, 38 * s, angle, sk.fill(colour, 0.3, -0.25), 19 * s);
      sk.scatter(px, py, 10 * s, 6 * s, 3, "#fff", 10 * s, 8 * s);
    }
  },
  "leaf-chips"(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 14; i++) {
      const a = sk.next() * Math.PI * 2;
      const d = Math.sqrt(sk.next());
      const cx = x + Math.cos(a) * 115 * s * d;
      const cy = y + Math.sin(a) * 60 * s * d;
      sk.add(
        `<path d="M${cx - 30 * s} ${cy} q${15 * s} ${-30 * s} ${30 * s} ${-4 * s} q${15 * s} ${-30 * s} ${30 * s} ${4 * s} q${-15 * s} ${34 * s} ${-30 * s} ${20 * s} q${-15 * s} ${10 * s} ${-30 * s} ${-20 * s} Z" fill="${sk.fill(i % 2 ? colour : shade(colour, -0.2))}"/>`,
      );
    }
  },
  /** Thin round slices of a cold cut (turkey, beef), folded and fanned, each with a paler rim. */
  "cold-cuts"(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 28 * s);
    for (let i = 0; i < 4; i++) {
      const cx = x + (i - 1.5) * 55 * s;
      const cy = y + (i % 2 ? 12 : -12) * s;
      sk.ellipse(cx, cy, 70 * s, 58 * s, shade(colour, 0.3), ` transform="rotate(${-20 + i * 12} ${cx} ${cy})"`);
      sk.ellipse(cx, cy, 60 * s, 48 * s, sk.fill(colour, 0.25, -0.2), ` transform="rotate(${-20 + i * 12} ${cx} ${cy})"`);
      sk.add(`<path d="M${cx - 40 * s} ${cy + 6 * s} q${40 * s} ${-26 * s} ${80 * s} 0" fill="none" stroke="${shade(colour, -0.25)}" stroke-width="${4 * s}" opacity=".6"/>`);
    }
  },
  /** Snack bars side by side, coated in `colour`, each cut end showing the oats and nuts inside. */
  bar(sk, x, y, s, colour) {
    sk.shadow(x, y + 70 * s, 170 * s, 34 * s);
    for (let i = 0; i < 2; i++) {
      const cy = y + (i - 0.5) * 100 * s;
      const cx = x + (i - 0.5) * 30 * s;
      sk.piece(cx, cy, 290 * s, 88 * s, -8, sk.fill(colour, 0.3, -0.3), 18 * s, ` stroke="${shade(colour, -0.35)}" stroke-width="${4 * s}"`);
      sk.piece(cx - 14 * s, cy - 22 * s, 220 * s, 12 * s, -8, shade(colour, 0.45), 6 * s, ` opacity=".7"`);
      // The cut end: the oats and nuts inside, lighter than the coating.
      const ex = cx + 128 * s;
      const ey = cy - 18 * s;
      sk.piece(ex, ey, 36 * s, 84 * s, -8, "#d9b27c", 10 * s);
      sk.scatter(ex, ey, 12 * s, 30 * s, 7, "#8a5a32", 9 * s, 8 * s);
    }
  },
  sticks(sk, x, y, s, colour) {
    const colours = [colour, "#f08a2a", "#8bc34a", "#f08a2a", "#c5e1a5", colour];
    colours.forEach((c, i) => sk.piece(x + (i - 2.5) * 30 * s, y - 20 * s, 22 * s, 170 * s, (i - 2.5) * 9, sk.fill(c), 8 * s));
  },
};

export function drawLook(sk: Sketch, look: Look, x: number, y: number, s: number, colour: string): void {
  DRAW[look](sk, x, y, s, colour);
}
