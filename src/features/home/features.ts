// The nine features of docs/product-rules.md "Home claims and features", as the home page's features carousel tells them. Icons are
// 24x24 stroke paths drawn for this page.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type Feature = { key: string; title: MessageDescriptor; text: MessageDescriptor; icon: string };

export const FEATURES: Feature[] = [
  {
    key: "freeze",
    title: msg`Freeze your subscription`,
    text: msg`Travelling or unwell? Pause your plan and carry on when you are back.`,
    icon: "M12 2v20M3.3 7l17.4 10M20.7 7 3.3 17M9 3.5l3 2.5 3-2.5M9 20.5l3-2.5 3 2.5",
  },
  {
    key: "recommendation",
    title: msg`Goal-based recommendation`,
    text: msg`Tell us your goal and we recommend the package that fits it.`,
    icon: "M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18zm0 4a5 5 0 1 0 0 10 5 5 0 1 0 0-10zm0 4a1 1 0 1 0 0 2 1 1 0 1 0 0-2z",
  },
  {
    key: "macros",
    title: msg`Customise your macros`,
    text: msg`Choose your protein and carb portions to match your training.`,
    icon: "M4 6h16M4 12h16M4 18h16M15 4v4M8 10v4M17 16v4",
  },
  {
    key: "nutrition",
    title: msg`Balanced nutrition`,
    text: msg`Whatever you swap, each day keeps its total nutrition value.`,
    icon: "M12 3v18M6 21h12M4 7h16M4 7l-2.5 6h5zM20 7l-2.5 6h5z",
  },
  {
    key: "packages",
    title: msg`Customise your package`,
    text: msg`Pick how many meals, snacks and soups you want each day.`,
    icon: "M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10",
  },
  {
    key: "rate",
    title: msg`Rate your meals`,
    text: msg`Tell us what you loved, so our chefs cook more of it.`,
    icon: "M12 3l2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9z",
  },
  {
    key: "health",
    title: msg`Manage your health profile`,
    text: msg`Keep your weight, height and goal up to date in one place.`,
    icon: "M12 20s-7-4.4-9-9a4.5 4.5 0 0 1 9-3 4.5 4.5 0 0 1 9 3c-2 4.6-9 9-9 9zM6 12h3l1.5-3 2 5 1.5-2H18",
  },
  {
    key: "support",
    title: msg`Call support`,
    text: msg`Our team is a phone call away whenever you need help.`,
    icon: "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  },
  {
    key: "report",
    title: msg`Report issues`,
    text: msg`Something wrong with a delivery? Report it and we put it right.`,
    icon: "M5 21V4M5 4h12l-2.5 4 2.5 4H5",
  },
];
