// Each screen's <title> and meta description, in the page's language. One table for the browser
// (PageMeta sets them on every navigation and language change) and the server renderer
// (src/entry-server.tsx writes them into the HTML of the landing screens).
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { findRoute, plainPath, type ScreenKey } from "../../contract/routes.ts";

type Meta = { title: MessageDescriptor; description: MessageDescriptor };

const HOME: Meta = {
  title: msg`Fit Meals Kuwait: healthy meal subscriptions`,
  description: msg`Nutritionist-designed meals, snacks and soups delivered daily across Kuwait. Pick a package, work out your calories and subscribe.`,
};

const NOT_FOUND: Meta = {
  title: msg`Page not found`,
  description: msg`The page you asked for does not exist.`,
};

/** Each screen's, by its key in the route table (a screen missing here does not compile). */
const META: Record<ScreenKey, Meta> = {
  home: HOME,
  packages: {
    title: msg`Build your order`,
    description: msg`Choose a package, the number of days, your meals, snacks and soups, a start date and a delivery time.`,
  },
  packageDetail: {
    title: msg`Package details`,
    description: msg`What a Fit Meals package gives you each day, and its prices by number of days.`,
  },
  calculator: {
    title: msg`Calorie calculator`,
    description: msg`Work out the calories you need each day and the package that fits your goal.`,
  },
  menu: {
    title: msg`Our menu`,
    description: msg`About 300 healthy dishes: breakfasts, main meals, snacks and soups, with their calories and the days they are served.`,
  },
  dietician: { title: msg`Dieticians`, description: msg`Why a dietician helps, and the Fit Meals dieticians you can book.` },
  subscribe: { title: msg`Newsletter`, description: msg`Get Fit Meals news and offers by email.` },
  terms: {
    title: msg`Terms and conditions`,
    description: msg`The terms of a Fit Meals subscription: orders, delivery, freezing and refunds.`,
  },
  privacy: { title: msg`Privacy Policy`, description: msg`What Fit Meals keeps about you, why, and how to have it removed.` },
  thankYou: { title: msg`Thank you for your order`, description: msg`Your payment and your Fit Meals subscription.` },
  myPlan: { title: msg`My plan`, description: msg`Your Fit Meals plan: delivery days, freezes, renewal, purchases and wallet.` },
  ops: {
    title: msg`Kitchen`,
    description: msg`The kitchen's lists for a delivery day: how many of each dish to cook, and the deliveries by governorate and area.`,
  },
  help: {
    title: msg`Help`,
    description: msg`How to reach the Fit Meals kitchen, its hours, and answers about cutoffs, freezing, delivery, payment and allergens.`,
  },
  inbox: { title: msg`Inbox`, description: msg`Your messages from Fit Meals: reminders, your plan, payments and answers to your reports.` },
  preferences: {
    title: msg`Dislikes and allergens`,
    description: msg`The proteins and allergens you avoid: the menu can hide those dishes.`,
  },
  health: {
    title: msg`Health profile`,
    description: msg`Your weight over time, your daily calorie and macro targets, and the profile they come from.`,
  },
  account: { title: msg`Your account`, description: msg`Sign up or sign in to finish your order.` },
  signIn: { title: msg`Sign in`, description: msg`Sign in to your Fit Meals account to order and pay.` },
  signUp: {
    title: msg`Sign up`,
    description: msg`Create your Fit Meals account: your name, email, mobile number and a password.`,
  },
  resetPassword: { title: msg`Reset your password`, description: msg`Choose a new password for your Fit Meals account.` },
  checkout: { title: msg`Checkout`, description: msg`Your delivery address, payment method and order total.` },
  updateMap: {
    title: msg`Pin your address on the map`,
    description: msg`Place the pin where we should deliver your meals.`,
  },
  addAddress: { title: msg`Delivery address`, description: msg`The address we deliver your meals to.` },
};

export type PageHead = { title: string; description: string };

/** The title and description of the screen at `pathname`, translated by `i18n`. */
export function pageHead(pathname: string, i18n: I18n): PageHead {
  const found = findRoute(plainPath(pathname));
  const meta = found ? META[found.route.screen] : NOT_FOUND;
  const brand = i18n._(msg`Fit Meals Kuwait`);
  // The home page's title names the shop already.
  const title = meta === HOME ? i18n._(meta.title) : `${i18n._(meta.title)} | ${brand}`;
  return { title, description: i18n._(meta.description) };
}
