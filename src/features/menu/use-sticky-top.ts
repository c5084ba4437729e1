// Where the menu's sticky bar (category tabs and Filter) sticks: right under the site header, whose
// height changes with the width and the language (two rows on a phone). Measured after the first
// render and whenever the header resizes, and set as --menu-top on the bar (the filter panel copies
// it for its scroll margin when it opens); until then the CSS falls back to --header-h.
// Nothing moves when it is set: the bar only sticks once scrolled to it. Set on the bar
// alone: set on the whole page, the browser restyled every dish card below it (130 ms at 4x on a
// phone, Lighthouse trace of `/menu?lang=ar`, 2 December 2026).
import { useEffect, type RefObject } from "react";

export function useStickyTop(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(".site-header");
    const element = ref.current;
    if (!header || !element) return;
    const set = () => {
      const top = `${header.offsetHeight}px`;
      if (element.style.getPropertyValue("--menu-top") !== top) element.style.setProperty("--menu-top", top);
    };
    set();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(set);
    observer.observe(header);
    return () => observer.disconnect();
  }, [ref]);
}
