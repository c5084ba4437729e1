// The keyword table gives every dish credible allergens, ingredients and a main protein: what a
// customer avoiding fish, gluten or nuts reads in a dish's detail and what the kitchen's picks
// rely on.
import { describe, expect, it } from "vitest";
import { meals } from "./meals.ts";
import { ALLERGENS, proteinOfTag, PROTEINS } from "../../../../rules/dish-facts.ts";
import { dishFacts, IMPLIED, KEYWORDS } from "./dish-facts.ts";
import { proteinTags } from "./tags.ts";

const byName = (pattern: RegExp) => meals.filter((m) => pattern.test(m.name.en));
const ARABIC = /[\u0600-\u06FF]/;
const ENTRIES = [...KEYWORDS, ...IMPLIED];
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/**
 * A dish's ingredients line read back as the table's items (an item may hold a comma: "lettuce,
 * tomato and cucumber"); undefined when some part of it is no item of the table.
 */
function itemsOf(line: string, lang: "en" | "ar"): string[] | undefined {
  const names = [...new Set(ENTRIES.map((entry) => entry[lang].toLowerCase()))].sort((a, b) => b.length - a.length);
  const item = new RegExp(`^(${names.map(escape).join("|")})(${lang === "en" ? ", " : "، "}|$)`);
  const items: string[] = [];
  for (let rest = line.toLowerCase(); rest.length > 0;) {
    const found = item.exec(rest);
    if (!found) return undefined;
    items.push(found[1]!);
    rest = rest.slice(found[0].length);
  }
  return items;
}
/** Dishes whose name names all they are made of, and it is two things. */
const TWO_THINGS = ["Edamame with Sea Salt", "Dates Stuffed with Almonds"];

describe("dish facts of the seed", () => {
  it("gives every dish a one-line ingredients list in both languages, known allergens and a protein", () => {
    for (const m of meals) {
      expect(m.ingredients.en, m.name.en).toMatch(/^[A-Z][^\n]{2,160}$/);
      expect(m.ingredients.ar, m.name.en).toMatch(ARABIC);
      expect(m.ingredients.ar).not.toMatch(/[A-Za-z]/);
      expect(m.allergens.every((a) => (ALLERGENS as readonly string[]).includes(a))).toBe(true);
      expect(PROTEINS).toContain(dishFacts(m.name.en, m.proteinTagId).protein);
    }
  });

  it.each([
    [/salmon|tuna|hammour|zubaidi|sea bream|\bfish\b|sayadieh/i, "fish"],
    [/shrimp|seafood/i, "shellfish"],
    [
      /\bwrap\b|bread|toast|sandwich|pasta|penne|spaghetti|linguine|lasagna|burger|bagel|couscous|bulgur|manakeesh|noodles|pancake|waffle/i,
      "gluten",
    ],
    [/cheese|halloumi|feta|labneh|yogurt|butter chicken|creamy|alfredo/i, "dairy"],
    [/omelette|shakshuka|frittata|\beggs?\b/i, "egg"],
    [/almond|cashew|walnut|pistachio|peanut|\bnuts?\b/i, "nuts"],
    [/hummus|tahini|zaatar|sesame|falafel/i, "sesame"],
    [/tofu|edamame|teriyaki/i, "soy"],
  ] as const)("%s → %s", (pattern, allergen) => {
    const dishes = byName(pattern);
    expect(dishes.length).toBeGreaterThan(0);
    for (const m of dishes) expect(m.allergens, m.name.en).toContain(allergen);
  });

  it("keeps allergens off dishes that cannot have them", () => {
    // Plain grilled proteins with rice or vegetables carry no gluten, and only sea food is fish or shellfish.
    for (const m of byName(
      /^Grilled (Lemon Herb Chicken|Salmon|Beef Steak) with (Basmati Rice|Brown Rice|Quinoa|Grilled Vegetables|Steamed Broccoli)$/,
    )) {
      expect(m.allergens, m.name.en).not.toContain("gluten");
    }
    for (const m of meals) {
      const sea = /salmon|tuna|hammour|zubaidi|bream|fish|sayadieh|seafood|shrimp|caesar|pad thai|tom yum/i.test(m.name.en);
      if (!sea) expect(m.allergens, m.name.en).not.toContain("fish");
      if (!/shrimp|seafood/i.test(m.name.en)) expect(m.allergens, m.name.en).not.toContain("shellfish");
    }
    expect(byName(/^Fresh Fruit Cup$/)[0]!.allergens).toEqual([]);
  });

  it("names the main protein from the dish's tag", () => {
    expect(dishFacts("Grilled Salmon with Quinoa", 3)).toMatchObject({ protein: "fish", allergens: ["fish"] });
    expect(dishFacts("Chicken Caesar Wrap", 1)).toMatchObject({ protein: "chicken", allergens: ["gluten", "dairy", "egg", "fish"] });
    expect(dishFacts("Lentil Soup", 8).protein).toBe("vegetarian");
    expect(dishFacts("Lamb Kabsa", 6).protein).toBe("lamb");
  });

  it("reads each of the seed's protein tags as the protein it is named for (rules/dish-facts.ts)", () => {
    expect(proteinTags).toHaveLength(PROTEINS.length);
    for (const tag of proteinTags) expect(proteinOfTag(tag.id)).toBe(tag.title.en.toLowerCase());
  });

  it("lists what each dish is made of: three things or more, sauce and dressing included", () => {
    for (const m of meals) {
      const en = itemsOf(m.ingredients.en, "en") ?? [];
      expect(itemsOf(m.ingredients.ar, "ar"), m.name.en).toHaveLength(en.length);
      expect(en.length, `${m.name.en}: ${m.ingredients.en}`).toBeGreaterThanOrEqual(TWO_THINGS.includes(m.name.en) ? 2 : 3);
    }
    const line = (name: string) => byName(new RegExp(`^${name}$`))[0]!;
    expect(line("Deviled Eggs")).toMatchObject({ ingredients: { en: "Eggs, mayonnaise, mustard, paprika" }, allergens: ["egg"] });
    expect(line("Shrimp Cocktail Cup").ingredients.en).toMatch(
      /^Shrimp, cocktail sauce \(tomato, mayonnaise, horseradish\), lettuce, lemon$/,
    );
    expect(line("Shrimp Cocktail Cup").allergens).toEqual(["egg", "shellfish"]);
    expect(line("Balila with Cumin").ingredients.en).toBe("Chickpeas, cumin, lemon, garlic, olive oil");
    expect(line("Sautéed Lamb Liver with Onions").ingredients.en).toBe("Lamb liver, onions, lemon, garlic, olive oil");
    expect(line("Roasted Chickpeas with Cumin").ingredients.en).toBe("Chickpeas, cumin, olive oil, sea salt");
    expect(line("Edamame with Sea Salt")).toMatchObject({
      ingredients: { en: "Edamame, sea salt", ar: "إدامامي، ملح بحري" },
      allergens: ["soy"],
    });
    expect(line("Baked Kale Chips").ingredients.en).toBe("Kale, olive oil, sea salt");
    // A bowl is no tortilla; dried fruit is not fresh; foul is fava beans, not chickpeas.
    expect(line("Beef Burrito Bowl").allergens).not.toContain("gluten");
    expect(line("Mixed Nuts and Dried Fruit").ingredients.en).not.toMatch(/fresh/i);
    expect(line("Foul Medames with Olive Oil").ingredients.en).not.toMatch(/chickpeas/i);
  });

  it("gives each dish the allergens of every ingredient it lists", () => {
    for (const m of meals) {
      const items = itemsOf(m.ingredients.en, "en");
      expect(items, m.ingredients.en).toBeDefined();
      for (const item of items ?? []) {
        const known = ENTRIES.filter((entry) => entry.en.toLowerCase() === item);
        for (const entry of known) for (const a of entry.allergens) expect(m.allergens, `${m.name.en}: ${item}`).toContain(a);
      }
    }
  });

  it("names the masala omelette's bread as Kuwait does", () => {
    expect(byName(/^Masala Omelette with Chapati$/)[0]!.name.ar).toBe("أومليت ماسالا مع خبز جباتي");
    expect(meals.filter((m) => /الشباتي/.test(m.name.ar + m.ingredients.ar))).toEqual([]);
  });

  it("is deterministic: the same name gives the same facts", () => {
    for (const m of meals.slice(0, 50)) expect(dishFacts(m.name.en, m.proteinTagId)).toEqual(dishFacts(m.name.en, m.proteinTagId));
  });
});
