// The wizard's steps in order, by the names their addresses carry (/calculate-calorie/<step>): the
// app's addresses (contract/routes.ts) list them, which the server reads too.
import { STEPS } from "../../../contract/routes.ts";

export { STEPS };
export type Step = (typeof STEPS)[number];

export const stepPath = (step: Step) => `/calculate-calorie/${step}`;

export function isStep(value: string | undefined): value is Step {
  return (STEPS as readonly string[]).includes(value ?? "");
}
