// Our four dieticians: names and focus as translated messages, years of experience, portrait.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type Dietician = {
  id: 1 | 2 | 3 | 4;
  name: MessageDescriptor;
  focus: MessageDescriptor;
  years: number;
  image: string;
};

export const DIETICIANS: readonly Dietician[] = [
  { id: 1, name: msg`Dr. Sara Al-Mutairi`, focus: msg`Weight loss and diabetes care`, years: 12, image: "/images/dietician-1.svg" },
  { id: 2, name: msg`Nour Al-Kandari`, focus: msg`Sports nutrition and muscle building`, years: 8, image: "/images/dietician-2.svg" },
  { id: 3, name: msg`Dr. Ahmad Al-Shammari`, focus: msg`Clinical nutrition and heart health`, years: 15, image: "/images/dietician-3.svg" },
  { id: 4, name: msg`Fatima Al-Ajmi`, focus: msg`Family nutrition and healthy habits`, years: 6, image: "/images/dietician-4.svg" },
];
