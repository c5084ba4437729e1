// Turning notifications on for this device (README "Notifications"): a sentence on why, then the
// button; the permission is asked only after that tap. On an iPhone browser tab, how to add the app
// to the Home Screen first; blocked or unsupported, what still works (the inbox).
import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { offerState, pushState, turnOff, turnOn, type PushState } from "../push.ts";
import "./push-panel.css";

/**
 * `offer`: shown elsewhere than the inbox (My plan), only while there is something to offer (turning
 * on, or an iPhone tab's first step); once tapped, it says what happened.
 */
export function PushPanel({ offer = false }: { offer?: boolean }) {
  const [state, setState] = useState<PushState | undefined>(() => (offer ? offerState() : undefined));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (offer) return;
    let live = true;
    pushState().then(
      (s) => live && setState(s),
      () => live && setState("unsupported"),
    );
    return () => {
      live = false;
    };
  }, [offer]);
  if (!state) return null;
  const run = (action: () => Promise<PushState>) => async () => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="push-panel" data-push-state={state} aria-live="polite">
      {state === "off" && (
        <>
          <p>
            <Trans>Turn on notifications to hear from us on this device before a day&apos;s choices close, before your plan ends, and on delivery days.</Trans>
          </p>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={run(turnOn)}>
            <Trans>Turn on notifications</Trans>
          </button>
        </>
      )}
      {state === "on" && (
        <>
          <p>
            <Trans>Notifications are on for this device.</Trans>
          </p>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={run(turnOff)}>
            <Trans>Turn off on this device</Trans>
          </button>
        </>
      )}
      {state === "denied" && (
        <p>
          <Trans>Notifications are blocked for this site. Allow them in your browser&apos;s settings to get reminders; your inbox keeps every message meanwhile.</Trans>
        </p>
      )}
      {state === "install-first" && (
        <p>
          <Trans>
            On iPhone, notifications need the app on your Home Screen: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>, and open
            it from there.
          </Trans>
        </p>
      )}
      {state === "unsupported" && (
        <p>
          <Trans>This browser cannot show notifications; your inbox keeps every message.</Trans>
        </p>
      )}
      {failed && (
        <p role="alert" className="push-failed">
          <Trans>That did not work. Check your connection and try again.</Trans>
        </p>
      )}
    </section>
  );
}
