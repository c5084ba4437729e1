// The modal (modal.tsx) for a landing screen, which opens one only on a tap: its code and CSS are
// not in the first page (docs/decisions/server-rendering.md, "What loads when"). They load once
// the page is idle after it has started, so a tap finds them here; a tap before that waits for
// them. Same props and behaviour as modal.tsx's Modal; mount it to open it.
import { lazy, Suspense, type ComponentProps } from "react";

const load = () => import("./modal.tsx");
const Panel = lazy(async () => ({ default: (await load()).Modal }));

if (typeof window !== "undefined") {
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1000));
  idle(() => void load().catch(() => undefined));
}

export function Modal(props: ComponentProps<typeof Panel>) {
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
