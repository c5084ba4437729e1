// The bases and toppings of a dish's picture (rice, mash, salad, pasta …; a drizzle, a dollop,
// specks), drawn with the kit of food-svg.ts at (x, y) at scale s (1: about 300 units across).
import { shade, type Draw } from "./food-svg.ts";

export const BASE_LOOKS = [
  "rice",
  "grain",
  "mash",
  "potatoes",
  "wedges",
  "greens",
  "grilled-veg",
  "florets",
  "beans",
  "penne",
  "noodles",
  "sauce",
  "flatbread",
  "drizzle",
  "dollop",
  "specks",
  "mushrooms",
] as const;
export type BaseLook = (typeof BASE_LOOKS)[number];

const GREENS = ["#5f9e3a", "#7cb342", "#4a8c2a", "#9ccc65"];

export const BASE_DRAWS: Record<BaseLook, Draw> = {
  rice(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    sk.ellipse(x, y, 150 * s, 95 * s, sk.fill(colour, 0.25, -0.18));
    sk.scatter(x, y - 8 * s, 128 * s, 74 * s, 70, shade(colour, 0.45), 15 * s, 6 * s);
    sk.scatter(x, y - 8 * s, 120 * s, 70 * s, 26, shade(colour, -0.12), 13 * s, 5 * s);
  },
  grain(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    sk.ellipse(x, y, 150 * s, 92 * s, sk.fill(colour, 0.2, -0.2));
    sk.scatter(x, y - 6 * s, 130 * s, 76 * s, 110, shade(colour, 0.35), 7 * s, 7 * s);
    sk.scatter(x, y - 6 * s, 125 * s, 72 * s, 40, shade(colour, -0.25), 6 * s, 6 * s);
  },
  mash(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 145 * s, 30 * s);
    sk.ellipse(x, y, 145 * s, 92 * s, sk.fill(colour, 0.3, -0.15));
    sk.add(
      `<path d="M${x - 90 * s} ${y - 10 * s} q${60 * s} ${-60 * s} ${120 * s} ${-10 * s} t${50 * s} ${20 * s}" fill="none" stroke="${shade(colour, 0.4)}" stroke-width="${14 * s}" stroke-linecap="round"/>`,
    );
    sk.ellipse(x + 20 * s, y + 20 * s, 60 * s, 26 * s, shade(colour, -0.08), ` opacity=".5"`);
  },
  potatoes(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    const at = [
      [-70, 10],
      [0, -25],
      [70, 5],
      [-30, 45],
      [45, 50],
      [-95, -35],
    ] as const;
    for (const [dx, dy] of at) sk.ellipse(x + dx * s, y + dy * s, 46 * s, 38 * s, sk.fill(colour, 0.3, -0.3));
    sk.scatter(x, y, 120 * s, 60 * s, 16, "#4f7f2a", 14 * s, 5 * s);
  },
  wedges(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 5; i++)
      sk.piece(x + (i - 2) * 48 * s, y + (i % 2) * 22 * s, 120 * s, 40 * s, 60 + i * 12, sk.fill(colour, 0.25, -0.35), 18 * s);
  },
  greens(sk, x, y, s) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (let i = 0; i < 11; i++) {
      const a = (i / 11) * Math.PI * 2;
      sk.piece(x + Math.cos(a) * 80 * s, y + Math.sin(a) * 45 * s, 110 * s, 56 * s, (a * 180) / Math.PI, sk.fill(GREENS[i % 4]!), 28 * s);
    }
    for (const [dx, dy, c] of [
      [-40, -10, "#e53935"],
      [45, 15, "#e53935"],
      [5, 30, "#c5e1a5"],
      [-10, -35, "#c5e1a5"],
    ] as const) {
      sk.ellipse(x + dx * s, y + dy * s, 26 * s, 22 * s, sk.fill(c));
    }
  },
  "grilled-veg"(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    const colours = [colour, "#7fae4e", "#d84a2b", "#f1c232", "#6b4a7a"];
    colours.forEach((c, i) => {
      const px = x + (i - 2) * 46 * s;
      sk.piece(px, y + (i % 2) * 16 * s, 150 * s, 42 * s, 70 - i * 8, sk.fill(c), 20 * s);
      sk.marks(px, y + (i % 2) * 16 * s, 46 * s, 70 - i * 8, 2);
    });
  },
  florets(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (const [dx, dy] of [
      [-70, 0],
      [0, -25],
      [65, 5],
      [-20, 40],
      [50, 45],
    ] as const) {
      sk.piece(x + dx * s, y + (dy + 28) * s, 22 * s, 50 * s, 10, "#a5c97a");
      for (const [ox, oy] of [
        [-18, -8],
        [18, -8],
        [0, -24],
        [0, 6],
      ] as const)
        sk.ellipse(x + (dx + ox) * s, y + (dy + oy) * s, 24 * s, 22 * s, sk.fill(colour));
    }
  },
  beans(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 9; i++)
      sk.piece(x + (i - 4) * 24 * s, y + (i % 3) * 14 * s, 160 * s, 16 * s, 20 + (i % 4) * 8, sk.fill(colour), 8 * s);
    sk.scatter(x, y, 110 * s, 50 * s, 12, "#f3e2c2", 22 * s, 8 * s);
  },
  penne(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    for (let i = 0; i < 16; i++) {
      const a = sk.next() * Math.PI * 2;
      const d = Math.sqrt(sk.next());
      sk.piece(
        x + Math.cos(a) * 110 * s * d,
        y + Math.sin(a) * 60 * s * d,
        62 * s,
        22 * s,
        sk.next() * 180,
        sk.fill(colour, 0.3, -0.3),
        6 * s,
      );
    }
  },
  noodles(sk, x, y, s, colour) {
    sk.shadow(x, y + 50 * s, 150 * s, 30 * s);
    sk.ellipse(x, y, 140 * s, 85 * s, shade(colour, -0.15));
    for (let i = 0; i < 14; i++) {
      const r = (30 + i * 7) * s;
      sk.add(
        `<ellipse cx="${x + (i % 3) * 8 * s}" cy="${y}" rx="${r}" ry="${r * 0.6}" fill="none" stroke="${shade(colour, 0.1 + (i % 3) * 0.12)}" stroke-width="${7 * s}" transform="rotate(${i * 23} ${x} ${y})"/>`,
      );
    }
  },
  sauce(sk, x, y, s, colour) {
    sk.ellipse(x, y, 175 * s, 100 * s, sk.fill(colour, 0.25, -0.2));
    sk.ellipse(x - 50 * s, y - 35 * s, 50 * s, 14 * s, "#fff", ` opacity=".35"`);
  },
  flatbread(sk, x, y, s, colour) {
    sk.shadow(x, y + 40 * s, 160 * s, 30 * s);
    for (let i = 0; i < 2; i++) {
      sk.add(
        `<path d="M${x - 140 * s + i * 60 * s} ${y + 40 * s} L${x + 20 * s + i * 60 * s} ${y - 90 * s} L${x + 80 * s + i * 60 * s} ${y + 50 * s} Z" fill="${sk.fill(colour, 0.3, -0.2)}" stroke="${shade(colour, -0.15)}" stroke-width="${6 * s}" stroke-linejoin="round"/>`,
      );
    }
    sk.scatter(x, y, 110 * s, 50 * s, 24, shade(colour, -0.35), 8 * s, 8 * s);
  },
  drizzle(sk, x, y, s, colour) {
    sk.add(
      `<path d="M${x - 120 * s} ${y} q${30 * s} ${-40 * s} ${60 * s} 0 t${60 * s} 0 t${60 * s} 0 t${60 * s} 0" fill="none" stroke="${colour}" stroke-width="${13 * s}" stroke-linecap="round" opacity=".92"/>`,
    );
  },
  dollop(sk, x, y, s, colour) {
    sk.ellipse(x, y, 52 * s, 34 * s, sk.fill(colour, 0.35, -0.12));
    sk.ellipse(x - 8 * s, y - 12 * s, 26 * s, 14 * s, shade(colour, 0.4));
  },
  specks(sk, x, y, s, colour) {
    sk.scatter(x, y, 130 * s, 70 * s, 30, colour, 12 * s, 8 * s);
  },
  /** Sliced mushrooms laid over a dish: each a cap and its stem in cross-section, browned at the edge. */
  mushrooms(sk, x, y, s, colour) {
    for (const [dx, dy, a] of [
      [-85, -20, -18],
      [-5, -42, 8],
      [75, -18, 22],
      [-40, 30, -6],
      [45, 34, 14],
    ] as const) {
      const cx = x + dx * s;
      const cy = y + dy * s;
      const r = 36 * s;
      sk.add(
        `<g transform="rotate(${a} ${cx} ${cy})"><path d="M${cx - r} ${cy} a${r} ${r * 0.8} 0 0 1 ${2 * r} 0 Z" fill="${sk.fill(colour, 0.3, -0.3)}" stroke="${shade(colour, -0.4)}" stroke-width="${4 * s}"/><rect x="${cx - r * 0.3}" y="${cy - 2 * s}" width="${r * 0.6}" height="${r * 0.75}" rx="${6 * s}" fill="${shade(colour, 0.35)}" stroke="${shade(colour, -0.4)}" stroke-width="${4 * s}"/></g>`,
      );
    }
  },
};
