// Where the menu's sticky bar (category tabs and Filter) sticks: right under the site header, whose
// height changes with the width and the language (two rows on a phone). Measured after the first
// render and whenever the header resizes, and set as --menu-top on the menu; until then the CSS
// falls back to --header-h. Nothing moves when it is set: the bar only sticks once scrolled to it.
import { useEffect, type RefObject } from "react";

export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    const menu = ref.current;
    if (!header || !menu) return;
    const set = () => menu.style.setProperty("--menu-top", `${header.offsetHeight}px`);
    set();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(set);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
