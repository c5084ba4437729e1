// A menu that closes on Escape or on a click outside it, while it is open: the header's Sign in
// menu and the account menu.
import { useEffect, useRef, type RefObject } from "react";

/** The ref of the menu's element; while `open`, Escape or a click outside it calls `setOpen(false)`. */
export function useDismiss<T extends HTMLElement>(open: boolean, setOpen: (open: boolean) => void): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    const onClick = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open, setOpen]);
  return ref;
}
