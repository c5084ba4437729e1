// The scenes of every composed picture: a dish on its plate over its category's colour, the three
// packages, the home banner and the four dieticians. Positions are fractions of the width.
import { GLAZES, type Scene, type SceneItem } from "./compose.ts";
import { dishMarkup } from "./dish-draw.ts";
import type { DishRecipe } from "./dish-recipe.ts";

type Tone = { hue: number; saturation: number; lightness: number };
const tone = (hue: number, saturation: number, lightness: number): Tone => ({ hue, saturation, lightness });

/**
 * Five soft backdrops per meal type, all of its family: breakfast butter to apricot, mains sage to
 * eucalyptus, snacks blush to lilac, soups sky to periwinkle. A dish takes the one of id mod 5.
 */
const CATEGORY_TONES: Record<number, Tone[]> = {
  1: [tone(42, 85, 84), tone(26, 80, 86), tone(52, 75, 82), tone(14, 70, 88), tone(36, 50, 80)],
  2: [tone(96, 38, 82), tone(150, 32, 83), tone(70, 35, 80), tone(172, 28, 81), tone(84, 45, 85)],
  3: [tone(352, 70, 88), tone(334, 50, 87), tone(10, 72, 87), tone(290, 32, 88), tone(22, 62, 87)],
  11: [tone(196, 55, 85), tone(222, 48, 87), tone(180, 38, 82), tone(206, 38, 79), tone(242, 34, 88)],
};

/** Plates in turn (id mod 4), so two cards side by side never share a backdrop and a plate. */
const PLATE_GLAZES = [GLAZES.white, GLAZES.slate, GLAZES.cream, GLAZES.stoneware];

/**
 * The dish drawn in its vessel (dish-draw.ts), an emoji kind on it when it is one, and its garnishes
 * around. Neighbouring ids take another backdrop of the family, another glaze and the mirrored layout.
 */
export function dishScene(recipe: DishRecipe, mealTypeId: number, id: number): Scene {
  const tones = CATEGORY_TONES[mealTypeId] ?? CATEGORY_TONES[2]!;
  const backdrop = tones[id % tones.length]!;
  const mirror = id % 2 === 1;
  const side = (x: number) => (mirror ? 1 - x : x);
  const items: SceneItem[] = [];
  const [g1, g2] = recipe.garnish;
  const drawn = recipe.hero === undefined;
  // Drawn food fills the vessel: the garnishes keep to the corners, clear of it.
  if (g1)
    items.push({ emoji: g1, x: side(drawn ? 0.1 : 0.13), y: drawn ? 0.1 : 0.14, size: drawn ? 0.14 : 0.17, rotate: mirror ? 12 : -12 });
  if (g2)
    items.push({ emoji: g2, x: side(drawn ? 0.9 : 0.87), y: drawn ? 0.64 : 0.6, size: drawn ? 0.13 : 0.15, rotate: mirror ? -10 : 10 });
  if (recipe.hero && recipe.beside) {
    items.push({ emoji: recipe.hero, x: side(0.44), y: 0.37, size: 0.45 });
    items.push({ emoji: recipe.beside, x: side(0.68), y: 0.48, size: 0.29, rotate: ((id * 13) % 3) * 8 - 8 });
  } else if (recipe.hero) {
    items.push({ emoji: recipe.hero, x: 0.5, y: 0.38, size: 0.5 });
  } else if (recipe.beside) {
    const jar = recipe.vessel === "jar";
    items.push({ emoji: recipe.beside, x: side(jar ? 0.5 : 0.56), y: jar ? 0.25 : 0.3, size: jar ? 0.24 : 0.27, rotate: mirror ? 8 : -8 });
  }
  const glaze = PLATE_GLAZES[id % PLATE_GLAZES.length]!;
  return { ...backdrop, seed: id, food: dishMarkup(recipe, glaze, id, mirror), items };
}

/** Sumbatik (weight loss) green, Fit blue, Bulk red, as the packages' own colours. */
const PACKAGE_SCENES: Record<number, { hue: number; items: SceneItem[] }> = {
  24: {
    hue: 120,
    items: [
      { emoji: "1f957", x: 0.42, y: 0.37, size: 0.4 },
      { emoji: "1f357", x: 0.67, y: 0.47, size: 0.24, rotate: -8 },
      { emoji: "1f34b", x: 0.14, y: 0.15, size: 0.14, rotate: -12 },
      { emoji: "1f952", x: 0.87, y: 0.6, size: 0.12, rotate: 10 },
    ],
  },
  26: {
    hue: 208,
    items: [
      { emoji: "1f371", x: 0.43, y: 0.37, size: 0.42 },
      { emoji: "1f357", x: 0.68, y: 0.48, size: 0.25, rotate: 8 },
      { emoji: "1f951", x: 0.86, y: 0.14, size: 0.14, rotate: 12 },
      { emoji: "1f966", x: 0.13, y: 0.6, size: 0.13, rotate: -10 },
    ],
  },
  28: {
    hue: 8,
    items: [
      { emoji: "1f969", x: 0.42, y: 0.36, size: 0.4 },
      { emoji: "1f35a", x: 0.68, y: 0.48, size: 0.25 },
      { emoji: "1f95a", x: 0.14, y: 0.15, size: 0.14, rotate: -12 },
      { emoji: "1f360", x: 0.87, y: 0.6, size: 0.13, rotate: 10 },
    ],
  },
};

export function packageScene(id: number): Scene | undefined {
  const pkg = PACKAGE_SCENES[id];
  if (!pkg) return undefined;
  return { hue: pkg.hue, saturation: 45, lightness: 83, seed: id, plate: { x: 0.5, y: 0.42, r: 0.36 }, items: pkg.items };
}

export const PACKAGE_IDS = Object.keys(PACKAGE_SCENES).map(Number);

/** The home banner (2:1): a table of the day's meals, breakfast to snack. */
export function bannerScene(): Scene {
  return {
    hue: 100,
    saturation: 40,
    lightness: 84,
    seed: 7,
    items: [
      { emoji: "1f95e", x: 0.13, y: 0.25, size: 0.22, rotate: -6 },
      { emoji: "1f957", x: 0.37, y: 0.2, size: 0.23 },
      { emoji: "1f35b", x: 0.63, y: 0.21, size: 0.25 },
      { emoji: "1f368", x: 0.87, y: 0.24, size: 0.21, rotate: 6 },
      { emoji: "1f951", x: 0.25, y: 0.4, size: 0.1, rotate: -14 },
      { emoji: "1f353", x: 0.5, y: 0.41, size: 0.09, rotate: 10 },
      { emoji: "1f34b", x: 0.75, y: 0.4, size: 0.09, rotate: -8 },
    ],
  };
}

/** The four dieticians of /dietician: a health worker with a plate of what they advise. */
const DIETICIANS: Record<number, { person: string; food: string; hue: number }> = {
  // Dr. Sara Al-Mutairi, Nour Al-Kandari, Dr. Ahmad Al-Shammari, Fatima Al-Ajmi (src/features/content).
  1: { person: "1f469-1f3fc-200d-2695-fe0f", food: "1f957", hue: 150 },
  2: { person: "1f469-1f3fb-200d-2695-fe0f", food: "1f357", hue: 205 },
  3: { person: "1f468-1f3fc-200d-2695-fe0f", food: "1f34e", hue: 32 },
  4: { person: "1f469-1f3fe-200d-2695-fe0f", food: "1f966", hue: 275 },
};

export function dieticianScene(id: number): Scene | undefined {
  const d = DIETICIANS[id];
  if (!d) return undefined;
  return {
    hue: d.hue,
    saturation: 45,
    lightness: 85,
    seed: id + 40,
    items: [
      { emoji: d.person, x: 0.5, y: 0.5, size: 0.72 },
      { emoji: d.food, x: 0.8, y: 0.78, size: 0.28, rotate: 8 },
    ],
  };
}

export const DIETICIAN_IDS = Object.keys(DIETICIANS).map(Number);
