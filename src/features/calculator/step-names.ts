// The wizard's steps in order, by the names their addresses carry (/calculate-calorie/<step>). It
// imports nothing, so the route table (src/app/route-table.ts), which the server and the build
// read too, takes the steps from here.
export const STEPS = [
  "know-gender",
  "know-birthday",
  "know-height",
  "know-weight",
  "know-activity-level",
  "know-goal",
  "calculate",
  "result",
] as const;
export type Step = (typeof STEPS)[number];

export const stepPath = (step: Step) => `/calculate-calorie/${step}`;

export function isStep(value: string | undefined): value is Step {
  return (STEPS as readonly string[]).includes(value ?? "");
}
