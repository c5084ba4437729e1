// Types of cpu-multiplier.mjs for the TypeScript tests.
export function cpuMultiplierFor(benchmarkIndex: number | undefined): number;
