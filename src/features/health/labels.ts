// The health screen's names of the calculator's answers (rules/calorie-math.ts), in English and Arabic.
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { ActivityLevel, Gender, Goal } from "../../../rules/calorie-math.ts";

export const GENDER_NAMES: Record<Gender, MessageDescriptor> = { male: msg`Male`, female: msg`Female` };

export const ACTIVITY_NAMES: Record<ActivityLevel, MessageDescriptor> = {
  notActive: msg`Not active`,
  low: msg`Lightly active`,
  moderate: msg`Moderately active`,
  veryActive: msg`Very active`,
  extraActive: msg`Extra active`,
};

export const GOAL_NAMES: Record<Goal, MessageDescriptor> = {
  looseWeight: msg`Lose weight`,
  maintainWeight: msg`Maintain my weight`,
  gainWeight: msg`Gain weight`,
  gainMuscle: msg`Lose fat and build muscle`,
  gainMuscleMax: msg`Build maximum muscle (bulk)`,
};
