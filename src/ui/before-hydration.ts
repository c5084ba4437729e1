// A page the server rendered can be typed into, and its buttons pressed, before the app has taken
// it over (hydration): on a slow phone that is a second or more. React keeps what was typed on
// screen but not in the form's state, and a form submitted then would reload the page. These hooks
// close both gaps: a submit button waits for the app, and what a field holds is handed to its
// state once the app runs.
import { useEffect, useSyncExternalStore, type RefObject } from "react";

const noSubscription = () => () => {};

/** False while the server renders and while the browser hydrates its page; true once the app runs. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Once mounted, hands a field's on-screen value to its state when they differ: what was typed into
 * a server-rendered input before hydration. A field the browser rendered itself always agrees.
 */
export function useValueTypedBeforeHydration(ref: RefObject<HTMLInputElement | null>, value: string | number | readonly string[] | undefined, onValue: (value: string) => void): void {
  useEffect(() => {
    const el = ref.current;
    if (el && el.type !== "checkbox" && el.type !== "radio" && el.value !== String(value ?? "")) onValue(el.value);
    // Once, after the first commit: later changes come through the field's own events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** The same for a group of radio buttons: the one chosen on screen before hydration, if any. */
export function useChoiceMadeBeforeHydration<T extends string>(ref: RefObject<HTMLElement | null>, value: T | undefined, onChange: (value: T) => void): void {
  useEffect(() => {
    const chosen = ref.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked');
    if (chosen && chosen.value !== value) onChange(chosen.value as T);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
