// A dish's recipe (dish-recipe.ts) drawn as SVG markup in the 1000 × 750 frame: its vessel, what
// fills it, the base behind, the protein in front, the topping over them. Emoji (a kind, garnishes)
// are laid over this by compose.ts. `mirror` flips the layout so neighbouring cards differ.
import type { Glaze } from "./compose.ts";
import { drawLook } from "./food-looks.ts";
import { shade, Sketch } from "./food-svg.ts";
import type { DishRecipe } from "./dish-recipe.ts";

/** Boards in turn: oak, walnut, olive wood. */
const WOODS = ["#c8925a", "#8d5a3b", "#b5884f"];

/** Where the food sits in each vessel: its centre and scale, and where a base and a protein go. */
type Seat = { x: number; y: number; s: number; baseDx: number; mainDx: number; mainDy: number };
const SEATS: Record<DishRecipe["vessel"], Seat> = {
  plate: { x: 500, y: 405, s: 1.35, baseDx: -95, mainDx: 85, mainDy: 40 },
  bowl: { x: 500, y: 320, s: 1, baseDx: -75, mainDx: 70, mainDy: 10 },
  pan: { x: 470, y: 400, s: 1.25, baseDx: -70, mainDx: 60, mainDy: 20 },
  jar: { x: 500, y: 250, s: 0.6, baseDx: 0, mainDx: 0, mainDy: 0 },
  board: { x: 500, y: 420, s: 1.3, baseDx: -120, mainDx: 110, mainDy: 20 },
};

function vessel(sk: Sketch, recipe: DishRecipe, glaze: Glaze, id: number): void {
  const fill = recipe.fill ?? recipe.base?.colour ?? "#f4efe4";
  switch (recipe.vessel) {
    case "plate":
      sk.shadow(500, 440, 380, 290, 0.22);
      sk.ellipse(500, 420, 370, 296, sk.fill(glaze.rim[0], 0, -0.12));
      sk.ellipse(500, 426, 281, 219, glaze.ring);
      sk.ellipse(500, 417, 266, 207, sk.fill(glaze.well[0], 0, -0.05));
      return;
    case "bowl":
      sk.shadow(500, 600, 300, 70, 0.3);
      sk.add(`<path d="M170 330 Q180 590 500 610 Q820 590 830 330 Z" fill="${sk.fill(glaze.rim[1], 0.3, -0.25)}"/>`);
      sk.ellipse(500, 330, 330, 120, glaze.rim[0]);
      sk.ellipse(500, 336, 300, 100, sk.fill(fill, 0.25, -0.2));
      return;
    case "pan":
      sk.shadow(480, 470, 360, 260, 0.3);
      sk.piece(850, 360, 260, 54, -12, "#2b2b2b", 27);
      sk.ellipse(470, 410, 340, 270, sk.fill("#3d3d3d", 0.15, -0.4));
      sk.ellipse(470, 405, 300, 236, sk.fill(fill, 0.2, -0.25));
      return;
    case "jar": {
      sk.shadow(500, 690, 190, 40, 0.3);
      const top = recipe.main?.colour ?? shade(fill, 0.35);
      sk.piece(500, 470, 340, 440, 0, sk.fill(fill, 0.25, -0.15), 60);
      sk.piece(500, 330, 340, 90, 0, top, 20, ` opacity=".95"`);
      sk.ellipse(500, 270, 170, 44, shade(top, 0.2));
      sk.piece(500, 470, 360, 460, 0, "#ffffff", 70, ` opacity=".18" stroke="#ffffff" stroke-width="10"`);
      sk.piece(370, 470, 26, 330, 0, "#ffffff", 13, ` opacity=".45"`);
      return;
    }
    case "board": {
      const wood = WOODS[id % WOODS.length]!;
      sk.shadow(500, 560, 380, 80, 0.3);
      sk.piece(500, 430, 760, 430, 0, sk.fill(wood, 0.2, -0.2), 70);
      sk.piece(905, 430, 90, 110, 0, wood, 40);
      sk.ellipse(905, 430, 18, 18, shade(wood, -0.4));
      for (let i = 0; i < 5; i++)
        sk.add(
          `<path d="M160 ${300 + i * 55} q340 ${-20 + (i % 2) * 40} 680 0" fill="none" stroke="${shade(wood, -0.18)}" stroke-width="4" opacity=".5"/>`,
        );
      return;
    }
  }
}

/** The recipe's drawn parts as SVG markup in the 1000-wide frame. */
export function dishMarkup(recipe: DishRecipe, glaze: Glaze, id: number, mirror: boolean): string {
  const sk = new Sketch(id);
  vessel(sk, recipe, glaze, id);
  const seat = SEATS[recipe.vessel];
  const { base, main, topping } = recipe;
  const both = base !== undefined && main !== undefined;
  // A jar shows its layers only; the sticks of a dip stand beside its bowl.
  if (recipe.vessel !== "jar") {
    if (base) drawLook(sk, base.look, seat.x + (both ? seat.baseDx : 0), seat.y, seat.s * (both ? 0.9 : 1.1), base.colour);
    if (main?.look === "sticks") drawLook(sk, main.look, 840, 420, 0.9, main.colour);
    else if (main)
      drawLook(
        sk,
        main.look,
        seat.x + (both ? seat.mainDx : 0),
        seat.y + (both ? seat.mainDy : 0),
        seat.s * (both ? 0.85 : 1.05),
        main.colour,
      );
  }
  if (topping) {
    const onMain = main && main.look !== "sticks" && recipe.vessel !== "jar";
    const x = onMain && both ? seat.x + seat.mainDx : seat.x;
    const y = (onMain && both ? seat.y + seat.mainDy : seat.y) + (topping.look === "dollop" ? 50 * seat.s : 0);
    drawLook(sk, topping.look, topping.look === "dollop" ? x + 70 * seat.s : x, y, seat.s * 0.8, topping.colour);
  }
  const body = sk.toString();
  return mirror ? `<g transform="translate(1000 0) scale(-1 1)">${body}</g>` : body;
}
