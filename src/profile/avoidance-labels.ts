// The translated names of what a customer may avoid (rules/dish-facts.ts): the only place they are
// written. Each name has two forms: the label on its own (the preferences' checkboxes, the menu's
// allergen badges and warning: "Nuts", "مكسرات") and the word inside a sentence (My plan's dish
// card: "Contains what you avoid: nuts", with the article in Arabic: "المكسرات"). Keyed by the
// rules' vocabulary, so an allergen or protein added there is a type error here until it is named.
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Allergen, Protein } from "../../rules/dish-facts.ts";

type Forms = { label: MessageDescriptor; inSentence: MessageDescriptor };

export const PROTEIN_FORMS: Record<Protein, Forms> = {
  chicken: { label: msg({ message: "Chicken", context: "protein" }), inSentence: msg`chicken` },
  beef: { label: msg({ message: "Beef", context: "protein" }), inSentence: msg`beef` },
  lamb: { label: msg({ message: "Lamb", context: "protein" }), inSentence: msg`lamb` },
  fish: { label: msg({ message: "Fish", context: "protein" }), inSentence: msg`fish` },
  shrimp: { label: msg({ message: "Shrimp", context: "protein" }), inSentence: msg`shrimp` },
  turkey: { label: msg({ message: "Turkey", context: "protein" }), inSentence: msg`turkey` },
  egg: { label: msg({ message: "Egg", context: "protein" }), inSentence: msg`egg` },
  vegetarian: { label: msg({ message: "Vegetarian", context: "protein" }), inSentence: msg`vegetarian` },
};

export const ALLERGEN_FORMS: Record<Allergen, Forms> = {
  gluten: { label: msg({ message: "Gluten", context: "allergen" }), inSentence: msg`gluten` },
  dairy: { label: msg({ message: "Dairy", context: "allergen" }), inSentence: msg`dairy` },
  egg: { label: msg({ message: "Egg", context: "allergen" }), inSentence: msg`egg` },
  nuts: { label: msg({ message: "Nuts", context: "allergen" }), inSentence: msg`nuts` },
  sesame: { label: msg({ message: "Sesame", context: "allergen" }), inSentence: msg`sesame` },
  shellfish: { label: msg({ message: "Shellfish", context: "allergen" }), inSentence: msg`shellfish` },
  fish: { label: msg({ message: "Fish", context: "allergen" }), inSentence: msg`fish` },
  soy: { label: msg({ message: "Soy", context: "allergen" }), inSentence: msg`soy` },
};

/** The labels alone: a list of choices, a badge. */
export const PROTEIN_NAMES = labelsOf(PROTEIN_FORMS);
export const ALLERGEN_NAMES = labelsOf(ALLERGEN_FORMS);

function labelsOf<K extends string>(forms: Record<K, Forms>): Record<K, MessageDescriptor> {
  return Object.fromEntries(Object.entries<Forms>(forms).map(([key, f]) => [key, f.label])) as Record<K, MessageDescriptor>;
}
