// A modal dialog that knows no feature: rendered in a portal on <body>, labelled by its title,
// the rest of the page made inert while it is open, Tab kept inside it, Escape and a click on the
// backdrop close it, and focus goes back to what opened it. A portal rather than <dialog>
// showModal(), because jsdom (the component tests) has no showModal and the behaviour must be the
// same in tests and browsers. Mount it to open it, unmount it to close it.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { createPortal } from "react-dom";
import "./modal.css";

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Extra class on the panel, e.g. for a wider photo modal. */
  className?: string;
};

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

export function Modal({ title, onClose, children, className }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const backdrop = backdropRef.current;
    // Everything else on the page leaves the tab order and the accessibility tree.
    const others = [...document.body.children].filter((el) => el !== backdrop && !el.hasAttribute("inert"));
    for (const el of others) el.setAttribute("inert", "");
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    const panel = panelRef.current;
    if (panel) (focusables(panel)[0] ?? panel).focus();
    return () => {
      for (const el of others) el.removeAttribute("inert");
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== "Tab" || !panelRef.current) return;
    const list = focusables(panelRef.current);
    const first = list[0];
    const last = list.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    const inside = active instanceof Node && panelRef.current.contains(active);
    if (event.shiftKey && (active === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  function onBackdropClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target === event.currentTarget) onCloseRef.current();
  }

  return createPortal(
    // The backdrop only catches clicks outside the panel; keyboard users close with Escape or the button.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div ref={backdropRef} className="modal-backdrop" onKeyDown={onKeyDown} onClick={onBackdropClick}>
      <div ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} className={className ? `modal-panel ${className}` : "modal-panel"}>
        <div className="modal-head">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          <button type="button" className="modal-close" onClick={() => onCloseRef.current()} aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="modal-body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
