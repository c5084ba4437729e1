// Our four dieticians: names and focus as translated messages, years of experience, and a drawn
// portrait in a clinician's white coat (src/ui/portrait.tsx) until the business has photographs.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PortraitLook } from "../../ui/portrait.tsx";

export type Dietician = {
  id: 1 | 2 | 3 | 4;
  name: MessageDescriptor;
  focus: MessageDescriptor;
  years: number;
  look: PortraitLook;
};

export const DIETICIANS: readonly Dietician[] = [
  {
    id: 1,
    name: msg`Dr. Sara Al-Mutairi`,
    focus: msg`Weight loss and diabetes care`,
    years: 12,
    look: { head: "hijab", coat: true, hue: 160, skin: "#dcae88", tone: "#1f6f5c" },
  },
  {
    id: 2,
    name: msg`Nour Al-Kandari`,
    focus: msg`Sports nutrition and muscle building`,
    years: 8,
    look: { head: "hair", coat: true, hue: 200, skin: "#e6bb95", tone: "#3b2a20" },
  },
  {
    id: 3,
    name: msg`Dr. Ahmad Al-Shammari`,
    focus: msg`Clinical nutrition and heart health`,
    years: 15,
    look: { head: "short", coat: true, hue: 120, skin: "#c0906b", tone: "#28536b" },
  },
  {
    id: 4,
    name: msg`Fatima Al-Ajmi`,
    focus: msg`Family nutrition and healthy habits`,
    years: 6,
    look: { head: "hijab", coat: true, hue: 35, skin: "#d2a07a", tone: "#7a3b52" },
  },
];
