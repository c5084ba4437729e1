// The wizard's state for the page: loaded once from Dexie, then kept in memory and written
// through on every change, so the step guard always sees what was just answered and a reload
// finds the same answers. A storage failure does not stop the wizard; it is reported instead.
import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftFields } from "../../order/order-draft.ts";
import type { CalculatorAnswers } from "./steps.ts";
import { finishCalculator, loadCalculator, saveAnswers, saveResult, startOver, type CalculatorResult } from "./store.ts";

export type CalculatorState = { answers: CalculatorAnswers; result: CalculatorResult | undefined };

export function useCalculator() {
  const [state, setState] = useState<CalculatorState | undefined>(undefined);
  const [storageFailed, setStorageFailed] = useState(false);
  const current = useRef<CalculatorState>({ answers: {}, result: undefined });

  const apply = useCallback((next: CalculatorState) => {
    current.current = next;
    setState(next);
  }, []);

  const guard = useCallback(async (write: () => Promise<void>) => {
    try {
      await write();
    } catch {
      setStorageFailed(true);
    }
  }, []);

  useEffect(() => {
    let live = true;
    loadCalculator()
      .catch(() => ({ answers: {}, result: undefined }))
      .then((loaded) => live && apply(loaded));
    return () => {
      live = false;
    };
  }, [apply]);

  const answer = useCallback(
    async (patch: CalculatorAnswers) => {
      const answers = { ...current.current.answers, ...patch };
      apply({ answers, result: undefined });
      await guard(() => saveAnswers(answers));
    },
    [apply, guard],
  );

  const keepResult = useCallback(
    async (result: CalculatorResult) => {
      apply({ ...current.current, result });
      await guard(() => saveResult(result));
    },
    [apply, guard],
  );

  const restart = useCallback(async () => {
    apply({ answers: {}, result: undefined });
    await guard(startOver);
  }, [apply, guard]);

  /** Ends the wizard; the in-memory state stays so the page does not redirect while leaving. */
  const finish = useCallback((draft: DraftFields | null) => guard(() => finishCalculator(draft)), [guard]);

  return { state, storageFailed, answer, keepResult, restart, finish };
}

export type Calculator = ReturnType<typeof useCalculator>;
