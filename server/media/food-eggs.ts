// Eggs as they are cooked for a dish's picture (food-looks.ts): fried, folded as an omelette (yolk
// yellow, or pale for egg whites), rolled with its filling showing, scrambled, halved when boiled.
import { type Draw, type Sketch } from "./food-svg.ts";

export const EGG_LOOKS = ["fried-egg", "eggs-in-sauce", "omelette", "egg-white", "rolled", "scrambled", "egg-halves"] as const;
export type EggLook = (typeof EGG_LOOKS)[number];

/** A folded omelette of `egg` colour with its filling (`colour`) scattered over it. */
function folded(sk: Sketch, x: number, y: number, s: number, colour: string, egg: string): void {
  sk.shadow(x, y + 40 * s, 160 * s, 30 * s);
  sk.add(`<path d="M${x - 160 * s} ${y + 10 * s} a${160 * s} ${110 * s} 0 0 1 ${320 * s} 0 Z" fill="${sk.fill(egg, 0.35, -0.2)}"/>`);
  sk.add(`<path d="M${x - 160 * s} ${y + 10 * s} h${320 * s}" stroke="#d9a72a" stroke-width="${10 * s}" stroke-linecap="round"/>`);
  sk.scatter(x, y - 40 * s, 110 * s, 40 * s, 14, "#c98a2a", 16 * s, 10 * s);
  sk.scatter(x, y - 40 * s, 100 * s, 38 * s, 10, colour, 20 * s, 14 * s);
}

export const EGG_DRAWS: Record<EggLook, Draw> = {
  "eggs-in-sauce"(sk, x, y, s, colour) {
    for (const [dx, dy] of [
      [-95, -30],
      [90, -40],
      [0, 60],
    ] as const)
      EGG_DRAWS["fried-egg"](sk, x + dx * s, y + dy * s, s * 0.6, colour);
  },
  "fried-egg"(sk, x, y, s) {
    sk.shadow(x, y + 40 * s, 130 * s, 26 * s, 0.18);
    sk.add(
      `<path d="M${x - 120 * s} ${y} c${-10 * s} ${-70 * s} ${90 * s} ${-90 * s} ${140 * s} ${-60 * s} c${70 * s} ${5 * s} ${90 * s} ${80 * s} ${20 * s} ${100 * s} c${-60 * s} ${25 * s} ${-150 * s} ${20 * s} ${-160 * s} ${-40 * s} Z" fill="${sk.fill("#fbfaf5", 0.4, -0.08)}"/>`,
    );
    sk.ellipse(x + 5 * s, y - 10 * s, 42 * s, 38 * s, sk.fill("#f6a818", 0.35, -0.15));
  },
  omelette: (sk, x, y, s, colour) => folded(sk, x, y, s, colour, "#f6cf4a"),
  "egg-white": (sk, x, y, s, colour) => folded(sk, x, y, s, colour, "#f7f0dc"),
  rolled(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 170 * s, 30 * s);
    for (const dy of [-38, 38]) {
      sk.piece(x, y + dy * s, 330 * s, 78 * s, -6, sk.fill("#f4c842", 0.35, -0.22), 39 * s);
      sk.add(
        `<path d="M${x - 120 * s} ${y + (dy - 20) * s} q${120 * s} ${-18 * s} ${240 * s} 0" fill="none" stroke="#d9a72a" stroke-width="${6 * s}" opacity=".7"/>`,
      );
      sk.ellipse(x + 150 * s, y + (dy - 2) * s, 30 * s, 30 * s, sk.fill(colour, 0.3, -0.2));
    }
    sk.piece(x - 20 * s, y + 64 * s, 90 * s, 30 * s, 8, "#f7e08a", 15 * s);
  },
  scrambled(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2 + sk.next();
      const d = i % 2 ? 0.45 : 0.9;
      sk.ellipse(x + Math.cos(a) * 95 * s * d, y + Math.sin(a) * 50 * s * d, 46 * s, 34 * s, sk.fill("#f7d65a", 0.4, -0.18));
    }
    sk.scatter(x, y, 100 * s, 50 * s, 10, colour, 14 * s, 8 * s);
  },
  "egg-halves"(sk, x, y, s, colour) {
    sk.shadow(x, y + 45 * s, 150 * s, 30 * s);
    for (const [dx, dy] of [
      [-75, 0],
      [0, -20],
      [75, 0],
      [-35, 45],
      [40, 45],
    ] as const) {
      sk.ellipse(x + dx * s, y + dy * s, 44 * s, 32 * s, sk.fill("#fdfbf4", 0.3, -0.1));
      sk.ellipse(x + dx * s, y + dy * s, 22 * s, 17 * s, sk.fill(colour, 0.3, -0.2));
    }
  },
};
