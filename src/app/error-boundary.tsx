// A route's failure shows a translated fallback with a way out, never a blank page.
import { Trans } from "@lingui/react/macro";
import { Component, type ReactNode } from "react";

type State = { failed: boolean };

export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("screen failed", error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page narrow" role="alert">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p>
          <Trans>This screen could not be shown. Your saved choices are safe on this phone.</Trans>
        </p>
        <button type="button" className="btn btn-primary" onClick={() => location.reload()}>
          <Trans>Try again</Trans>
        </button>
      </section>
    );
  }
}
