// The chart of weight over time (README.md "Health profile and portions"), drawn with uPlot: about
// 21 kB gzip of canvas charting with no dependencies (Chart.js is about 70 kB, Recharts with D3
// over 100 kB), loaded with its stylesheet only when this screen draws a chart (a dynamic import: no
// other page carries it). The weights as a line, the target weight as a dashed line, and under it
// the goal's direction in words. The time runs left to right in both languages, as charts read in
// Kuwait, with Latin digits; the table of weights beside it is its text alternative (aria-hidden here).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef } from "react";
import type { Goal } from "../../../../rules/calorie-math.ts";
import type { Weight } from "../api.ts";
import { goalDirection } from "../health-rules.ts";

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
const dayLabel = (n: number) => {
  const d = new Date(Math.round(n) * DAY_MS);
  return `${d.getUTCDate()}/${d.getUTCMonth() + 1}`;
};

type Props = { weights: Weight[]; targetKg: number | null; goal: Goal | undefined };

export function WeightChart({ weights, targetKg, goal }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const label = t`Weight`;
  const targetLabel = t`Target weight`;

  useEffect(() => {
    const el = box.current;
    if (!el || weights.length === 0) return;
    let stopped = false;
    let chart: { setSize: (s: { width: number; height: number }) => void; destroy: () => void } | undefined;
    let observer: ResizeObserver | undefined;
    void Promise.all([import("uplot"), import("uplot/dist/uPlot.min.css")]).then(([{ default: UPlot }]) => {
      if (stopped) return;
      const xs = weights.map((w) => dayNumber(w.date));
      const kgs = weights.map((w) => w.kg);
      const all = targetKg === null ? kgs : [...kgs, targetKg];
      const [low, high] = [Math.floor(Math.min(...all) - 2), Math.ceil(Math.max(...all) + 2)];
      const height = 220;
      const plain = (_u: unknown, splits: number[]) => splits.map((v) => String(Math.round(v * 10) / 10));
      chart = new UPlot(
        {
          width: el.clientWidth,
          height,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false, range: (_u, min, max) => (min === max ? [min - 3, max + 3] : [min, max]) }, y: { range: [low, high] } },
          axes: [
            { values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? dayLabel(v) : "")), size: 40, font: "12px system-ui" },
            { values: plain, size: 44, font: "12px system-ui" },
          ],
          series: [
            {},
            { label, stroke: "#1f7a4d", width: 3, points: { show: true, size: 8, fill: "#1f7a4d" } },
            { label: targetLabel, stroke: "#b35c00", width: 2, dash: [6, 6], points: { show: false } },
          ],
        },
        [xs, kgs, xs.map(() => targetKg)],
        el,
      );
      observer = new ResizeObserver(() => chart?.setSize({ width: el.clientWidth, height }));
      observer.observe(el);
      el.dataset.drawn = String(weights.length);
    });
    return () => {
      stopped = true;
      observer?.disconnect();
      chart?.destroy();
      delete el.dataset.drawn;
    };
  }, [weights, targetKg, label, targetLabel]);

  if (weights.length === 0) return null;
  const direction = goal ? goalDirection(goal) : undefined;
  return (
    <figure className="health-chart">
      <div ref={box} className="health-chart-canvas" dir="ltr" aria-hidden="true" data-testid="weight-chart" />
      <figcaption>
        <span className="health-key health-key-weight">
          <Trans>Weight</Trans>
        </span>
        {targetKg !== null && (
          <span className="health-key health-key-target">
            <Trans>
              Target weight: <bdi>{targetKg}</bdi> kg
            </Trans>
          </span>
        )}
        {direction && (
          <span className="health-direction">
            {direction === "down" && <Trans>Your goal takes the line down.</Trans>}
            {direction === "steady" && <Trans>Your goal keeps the line steady.</Trans>}
            {direction === "up" && <Trans>Your goal takes the line up.</Trans>}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
