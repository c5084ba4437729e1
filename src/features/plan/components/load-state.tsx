// What a part of My plan shows while its data is not there: a spinner while it loads, a word when
// the device is offline without a saved copy, or when the server could not answer.
import { Trans } from "@lingui/react/macro";
import type { CachedStatus } from "../../../data/use-cached.ts";
import { Spinner } from "../../../ui/spinner.tsx";

export function LoadState({ status }: { status: CachedStatus }) {
  if (status === "offline") {
    return (
      <p role="status">
        <Trans>You are offline, and this has not been saved on this device yet. It will show when you are back online.</Trans>
      </p>
    );
  }
  if (status === "error") {
    return (
      <p role="alert">
        <Trans>We could not load this right now. Please try again in a moment.</Trans>
      </p>
    );
  }
  return <Spinner />;
}
