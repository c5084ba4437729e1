// Six customer stories: short spoken clips we synthesised ourselves (make-story-audio.sh) with
// WebVTT captions in the spoken language (three English, three Arabic), and their words written
// out in both languages; each with the stars they gave and a drawn portrait (no photographs).
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { PortraitLook } from "../../ui/portrait.tsx";

export type Story = { id: number; name: MessageDescriptor; area: MessageDescriptor; quote: MessageDescriptor; audio: string; captions: string; spokenIn: "en" | "ar"; rating: number; look: PortraitLook };

export const STORIES: Story[] = [
  {
    id: 1,
    name: msg`Noura`,
    area: msg`Salmiya`,
    quote: msg`I lost eight kilos in three months with the Sumbatik package. The meals arrive fresh every morning, and I never feel hungry.`,
    audio: "/audio/story-1.mp3",
    captions: "/audio/story-1.vtt",
    rating: 5,
    look: { head: "hijab", hue: 150, skin: "#e0b48f", tone: "#6b4f7a" },
    spokenIn: "en",
  },
  {
    id: 2,
    name: msg`Abdullah`,
    area: msg`Jabriya`,
    quote: msg`I train every day, and the Fit package gives me the protein I need. The food is tasty and the delivery is always on time.`,
    audio: "/audio/story-2.mp3",
    captions: "/audio/story-2.vtt",
    rating: 5,
    look: { head: "ghutra", hue: 205, skin: "#c99672", tone: "#f2f2ee" },
    spokenIn: "ar",
  },
  {
    id: 3,
    name: msg`Sarah`,
    area: msg`Kuwait City`,
    quote: msg`As a busy mum, I love that I can freeze my subscription when we travel. The dietician helped me choose the right calories.`,
    audio: "/audio/story-3.mp3",
    captions: "/audio/story-3.vtt",
    rating: 5,
    look: { head: "hair", hue: 25, skin: "#edc3a0", tone: "#4a3226" },
    spokenIn: "en",
  },
  {
    id: 4,
    name: msg`Mohammed`,
    area: msg`Hawalli`,
    quote: msg`I tried the Bulk package to build muscle, and the results showed after two months. I recommend it.`,
    audio: "/audio/story-4.mp3",
    captions: "/audio/story-4.vtt",
    rating: 4,
    look: { head: "short", hue: 95, skin: "#b98562", tone: "#2f4858" },
    spokenIn: "ar",
  },
  {
    id: 5,
    name: msg`Dana`,
    area: msg`Mishref`,
    quote: msg`The soups are my favourite. Changing my meals in the app is easy, and the portions match my goal.`,
    audio: "/audio/story-5.mp3",
    captions: "/audio/story-5.vtt",
    rating: 5,
    look: { head: "hijab", hue: 330, skin: "#d9a67e", tone: "#2e5e6e" },
    spokenIn: "en",
  },
  {
    id: 6,
    name: msg`Khaled`,
    area: msg`Fahaheel`,
    quote: msg`Customer service is excellent: whenever I call, they answer quickly. The meals are healthy and varied.`,
    audio: "/audio/story-6.mp3",
    captions: "/audio/story-6.vtt",
    rating: 5,
    look: { head: "ghutra", hue: 45, skin: "#a8754f", tone: "#f2f2ee" },
    spokenIn: "ar",
  },
];
