// The "calculating" screen: counts 0 to 100 percent, 1 percent every 50 ms (docs/product-rules.md "Calorie wizard"),
// then calls onDone. Screen readers hear it politely every quarter. With reduced motion the
// count still runs; only the spinning ring and the bar's easing stop (calculator.css).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { StepHeading } from "./step-frame.tsx";

export const TICK_MS = 50;

export function CalculateStep({ onDone }: { onDone: () => void }) {
  const { t } = useLingui();
  const [percent, setPercent] = useState(0);
  const finished = useRef(false);

  useEffect(() => {
    const timer = setInterval(() => setPercent((p) => Math.min(p + 1, 100)), TICK_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(() => {
    if (percent === 100 && !finished.current) {
      finished.current = true;
      onDone();
    }
  }, [percent, onDone]);

  const quarter = Math.floor(percent / 25) * 25;
  const announcement = percent === 100 ? t`Done. Opening your result.` : t`Calculating: ${quarter}%`;

  return (
    <section className="page narrow calc calc-loading" aria-labelledby="calculator-title">
      <StepHeading>
        <Trans>Calculating your calories</Trans>
      </StepHeading>
      <span className="calc-ring" aria-hidden="true" />
      <p className="calc-percent" aria-hidden="true">
        <span className="ltr">{percent}%</span>
      </p>
      <progress className="calc-meter" max={100} value={percent} aria-labelledby="calculator-title" />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}
