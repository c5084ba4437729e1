// The wizard's state for the page: loaded once from Dexie, then kept in memory and written
// through on every change, so the step guard always sees what was just answered and a reload
// finds the same answers. A storage failure does not stop the wizard; it is reported instead.
import { useCallback, useEffect, useRef, useState } from "react";
import type { DraftFields } from "../../order/order-draft.ts";
import type { CalculatorAnswers } from "./steps.ts";
import { finishCalculator, loadCalculator, saveAnswers, saveResult, startOver, type CalculatorResult } from "./store.ts";
import { fillFromAnswers } from "../health/store.ts";
import { kuwaitToday } from "../../../rules/order-dates.ts";

export type CalculatorState = { answers: CalculatorAnswers; result: CalculatorResult | undefined };

export function useCalculator() {
  const [state, setState] = useState<CalculatorState | undefined>(undefined);
  const [storageFailed, setStorageFailed] = useState(false);
  const current = useRef<CalculatorState>({ answers: {}, result: undefined });
  // Whether the page changed the state before the saved one was read. A server-rendered first
  // step shows, and can be answered, before IndexedDB answers: what was read is then older than
  // what the customer did, and must not replace it.
  const changed = useRef(false);

  const apply = useCallback((next: CalculatorState) => {
    current.current = next;
    setState(next);
  }, []);

  const change = useCallback(
    (next: CalculatorState) => {
      changed.current = true;
      apply(next);
    },
    [apply],
  );

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
      .then((loaded) => live && !changed.current && apply(loaded));
    return () => {
      live = false;
    };
  }, [apply]);

  const answer = useCallback(
    async (patch: CalculatorAnswers) => {
      const answers = { ...current.current.answers, ...patch };
      change({ answers, result: undefined });
      await guard(() => saveAnswers(answers));
    },
    [change, guard],
  );

  const keepResult = useCallback(
    async (result: CalculatorResult) => {
      change({ ...current.current, result });
      await guard(() => saveResult(result));
      // Signed in: the answers fill the health profile (README.md "Health profile and portions").
      void fillFromAnswers(current.current.answers, kuwaitToday()).catch(() => undefined);
    },
    [change, guard],
  );

  const restart = useCallback(async () => {
    change({ answers: {}, result: undefined });
    await guard(startOver);
  }, [change, guard]);

  /** Ends the wizard; the in-memory state stays so the page does not redirect while leaving. */
  const finish = useCallback((draft: DraftFields | null) => guard(() => finishCalculator(draft)), [guard]);

  return { state, storageFailed, answer, keepResult, restart, finish };
}

export type Calculator = ReturnType<typeof useCalculator>;
