// Six customer stories: short spoken clips we synthesised ourselves (make-story-audio.sh) with
// WebVTT captions in the spoken language (three English, three Arabic), and their words written
// out in both languages.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

export type Story = { id: number; name: MessageDescriptor; area: MessageDescriptor; quote: MessageDescriptor; audio: string; captions: string; spokenIn: "en" | "ar" };

export const STORIES: Story[] = [
  {
    id: 1,
    name: msg`Noura`,
    area: msg`Salmiya`,
    quote: msg`I lost eight kilos in three months with the Sumbatik package. The meals arrive fresh every morning, and I never feel hungry.`,
    audio: "/audio/story-1.mp3",
    captions: "/audio/story-1.vtt",
    spokenIn: "en",
  },
  {
    id: 2,
    name: msg`Abdullah`,
    area: msg`Jabriya`,
    quote: msg`I train every day, and the Fit package gives me the protein I need. The food is tasty and the delivery is always on time.`,
    audio: "/audio/story-2.mp3",
    captions: "/audio/story-2.vtt",
    spokenIn: "ar",
  },
  {
    id: 3,
    name: msg`Sarah`,
    area: msg`Kuwait City`,
    quote: msg`As a busy mum, I love that I can freeze my subscription when we travel. The dietician helped me choose the right calories.`,
    audio: "/audio/story-3.mp3",
    captions: "/audio/story-3.vtt",
    spokenIn: "en",
  },
  {
    id: 4,
    name: msg`Mohammed`,
    area: msg`Hawalli`,
    quote: msg`I tried the Bulk package to build muscle, and the results showed after two months. I recommend it.`,
    audio: "/audio/story-4.mp3",
    captions: "/audio/story-4.vtt",
    spokenIn: "ar",
  },
  {
    id: 5,
    name: msg`Dana`,
    area: msg`Mishref`,
    quote: msg`The soups are my favourite. Changing my meals in the app is easy, and the portions match my goal.`,
    audio: "/audio/story-5.mp3",
    captions: "/audio/story-5.vtt",
    spokenIn: "en",
  },
  {
    id: 6,
    name: msg`Khaled`,
    area: msg`Fahaheel`,
    quote: msg`Customer service is excellent: whenever I call, they answer quickly. The meals are healthy and varied.`,
    audio: "/audio/story-6.mp3",
    captions: "/audio/story-6.vtt",
    spokenIn: "ar",
  },
];
