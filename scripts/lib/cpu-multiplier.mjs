/**
 * The CPU multiplier that makes this host stand for the phone Lighthouse's default 4x stands for,
 * from the host's benchmark index measured in the same run (Lighthouse's own "BenchmarkIndex"): the
 * steps of the Lighthouse team's CPU throttling calculator, 1x at 150, 2x at 800, 3x at 1300, 4x at
 * 1533, linear between, never above the default 4x (docs/quality-targets.md "Which phone the gate
 * stands for"). A fast host keeps the default; a slow one is not judged as a slower phone.
 */
export function cpuMultiplierFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return 4;
  const steps = [
    [150, 1],
    [800, 2],
    [1300, 3],
    [1533, 4],
  ];
  if (benchmarkIndex <= steps[0][0]) return 1;
  if (benchmarkIndex >= steps[steps.length - 1][0]) return 4;
  const upper = steps.findIndex(([index]) => index >= benchmarkIndex);
  const [i0, m0] = steps[upper - 1];
  const [i1, m1] = steps[upper];
  return Math.round((m0 + ((benchmarkIndex - i0) / (i1 - i0)) * (m1 - m0)) * 100) / 100;
}
