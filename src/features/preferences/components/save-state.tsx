// What the preferences screen says about the last save: being sent, kept on this phone until the
// network returns, saved, or refused (the values the server holds stand).
import { Trans } from "@lingui/react/macro";

export type SaveState = "idle" | "saving" | "pending" | "saved" | "refused";

export function SaveStateLine({ state }: { state: SaveState }) {
  if (state === "refused") {
    return (
      <p className="prefs-state prefs-refused" role="alert">
        <Trans>Your choices could not be saved. What you saved before still stands; please try again.</Trans>
      </p>
    );
  }
  return (
    <p className={`prefs-state prefs-${state}`} role="status">
      {state === "saving" && <Trans>Saving…</Trans>}
      {state === "pending" && <Trans>Saved on this phone. Your choices will be sent when you are online.</Trans>}
      {state === "saved" && <Trans>Saved. The menu and the kitchen's picks follow your choices.</Trans>}
    </p>
  );
}
