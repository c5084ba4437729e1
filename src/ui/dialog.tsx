// A modal dialog on the native <dialog> element: showModal() puts it in the top layer and makes the
// rest of the page inert, the browser keeps Tab inside it and Escape closes it (its `cancel` event).
// A tap on the backdrop does not close it: a stray tap must not throw a half-filled form away.
// Labelled by its title; focus moves to the first field, and back to what opened it on close.
// Mount it to open it, unmount it to close it. Where showModal() is missing (jsdom in component
// tests) it opens as a plain open dialog.
import { useLingui } from "@lingui/react/macro";
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from "react";
import "./dialog.css";

const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

type Props = {
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** What gets the focus when it opens (a selector inside the body); the first field otherwise. */
  initialFocus?: string;
};

export function Dialog({ title, onClose, children, initialFocus }: Props) {
  const { t } = useLingui();
  const titleId = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === "function") dialog.showModal();
    else dialog.setAttribute("open", "");
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    return () => {
      if (dialog.open && typeof dialog.close === "function") dialog.close();
      dialog.removeAttribute("open");
      root.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  // The first field gets the focus once the content is there (it may render a moment later).
  useEffect(() => {
    const body = bodyRef.current;
    if (!body) return;
    const focusFirst = () => {
      const target = (initialFocus && body.querySelector<HTMLElement>(initialFocus)) || body.querySelector<HTMLElement>(FOCUSABLE);
      if (!target) return false;
      target.focus();
      return true;
    };
    if (focusFirst()) return;
    const watch = new MutationObserver(() => focusFirst() && watch.disconnect());
    watch.observe(body, { childList: true, subtree: true });
    return () => watch.disconnect();
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={titleId}
      onCancel={(e) => {
        // Escape: the parent unmounts it, which closes it.
        e.preventDefault();
        onCloseRef.current();
      }}
    >
      <div className="dialog-panel">
        <div className="dialog-head">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          <button type="button" className="dialog-close" onClick={() => onCloseRef.current()} aria-label={t`Close`}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={bodyRef} className="dialog-body">
          {children}
        </div>
      </div>
    </dialog>
  );
}
