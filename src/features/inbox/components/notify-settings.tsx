// The customer's notification settings (README "Notifications"): for each kind of message, push,
// mail or off, and the quiet hours (Kuwait time) during which nothing is sent but what they asked
// for themselves. Read from the server when opened and saved to it (online only: it says so).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { fetchPreferences, savePreferences, type Channel, type Kind, type NotifyPreferences } from "../api.ts";

const KINDS: readonly [Kind, MessageDescriptor][] = [
  ["picks_reminder", msg`Choose your meals before the cutoff`],
  ["plan_ending", msg`Your plan ends soon`],
  ["delivery_today", msg`Delivery today`],
  ["plan_change", msg`Days frozen or resumed`],
  ["payment", msg`Payments`],
  ["support_answer", msg`Answers to your reports`],
];

export function NotifySettings() {
  const { t, i18n } = useLingui();
  const [prefs, setPrefs] = useState<NotifyPreferences>();
  const [state, setState] = useState<"loading" | "idle" | "saving" | "saved" | "failed">("loading");
  useEffect(() => {
    let live = true;
    fetchPreferences().then(
      (p) => live && (setPrefs(p), setState("idle")),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, []);
  if (!prefs) {
    return state === "failed" ? (
      <p role="alert">
        <Trans>Your settings could not be loaded. Check your connection and open this page again.</Trans>
      </p>
    ) : null;
  }
  const channel = (kind: Kind, value: Channel) => {
    setState("idle");
    setPrefs({ ...prefs, channels: { ...prefs.channels, [kind]: value } });
  };
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!prefs) return;
    setState("saving");
    try {
      setPrefs(await savePreferences({ ...prefs.channels, quiet_start: prefs.quiet_start, quiet_end: prefs.quiet_end }));
      setState("saved");
    } catch {
      setState("failed");
    }
  }
  return (
    <form className="notify-settings" onSubmit={(e) => void submit(e)}>
      {KINDS.map(([kind, label]) => (
        <label key={kind} className="notify-kind">
          <span>{i18n._(label)}</span>
          <select value={prefs.channels[kind]} onChange={(e) => channel(kind, e.target.value as Channel)}>
            <option value="push">{t`Notification`}</option>
            <option value="mail">{t`Email`}</option>
            <option value="off">{t`Inbox only`}</option>
          </select>
        </label>
      ))}
      <fieldset className="notify-quiet">
        <legend>
          <Trans>Quiet hours (Kuwait time): messages wait until they end</Trans>
        </legend>
        <label>
          <span>{t`From`}</span>
          <input type="time" dir="ltr" required value={prefs.quiet_start} onChange={(e) => (setState("idle"), setPrefs({ ...prefs, quiet_start: e.target.value }))} />
        </label>
        <label>
          <span>{t`Until`}</span>
          <input type="time" dir="ltr" required value={prefs.quiet_end} onChange={(e) => (setState("idle"), setPrefs({ ...prefs, quiet_end: e.target.value }))} />
        </label>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={state === "saving"}>
        <Trans>Save settings</Trans>
      </button>
      <p aria-live="polite" className="notify-save-state">
        {state === "saved" && <Trans>Saved.</Trans>}
        {state === "failed" && <Trans>Not saved. Check your connection and try again.</Trans>}
      </p>
    </form>
  );
}
