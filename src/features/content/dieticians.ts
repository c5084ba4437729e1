// Our four dieticians: names and focus as translated messages, years of experience, portrait.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type Dietician = {
  id: 1 | 2 | 3 | 4;
  name: MessageDescriptor;
  focus: MessageDescriptor;
  years: number;
  image: string;
  /** The portrait at its two widths (server/routes/media.ts), for srcset. */
  imageSet: string;
};

export const DIETICIANS: readonly Dietician[] = [
  {
    id: 1,
    name: msg`Dr. Sara Al-Mutairi`,
    focus: msg`Weight loss and diabetes care`,
    years: 12,
    image: "/media/dieticians/1-160.webp",
    imageSet: "/media/dieticians/1-160.webp 160w, /media/dieticians/1-320.webp 320w",
  },
  {
    id: 2,
    name: msg`Nour Al-Kandari`,
    focus: msg`Sports nutrition and muscle building`,
    years: 8,
    image: "/media/dieticians/2-160.webp",
    imageSet: "/media/dieticians/2-160.webp 160w, /media/dieticians/2-320.webp 320w",
  },
  {
    id: 3,
    name: msg`Dr. Ahmad Al-Shammari`,
    focus: msg`Clinical nutrition and heart health`,
    years: 15,
    image: "/media/dieticians/3-160.webp",
    imageSet: "/media/dieticians/3-160.webp 160w, /media/dieticians/3-320.webp 320w",
  },
  {
    id: 4,
    name: msg`Fatima Al-Ajmi`,
    focus: msg`Family nutrition and healthy habits`,
    years: 6,
    image: "/media/dieticians/4-160.webp",
    imageSet: "/media/dieticians/4-160.webp 160w, /media/dieticians/4-320.webp 320w",
  },
];
