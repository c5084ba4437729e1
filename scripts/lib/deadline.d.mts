// Types of deadline.mjs for the TypeScript tests.
export class DeadlineError extends Error {}
export function withDeadline<T>(work: Promise<T>, ms: number, message: string, onTimeout?: () => void): Promise<T>;
