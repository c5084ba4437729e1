// /my-plan/preferences (docs/product-rules.md "Dislikes and allergens"; signed-in customers only, guests go to
// /sign-in): the proteins and allergens the customer avoids, as two groups of checkboxes. The menu
// can hide the dishes that have them and the kitchen never picks them. The screen renders the
// device's copy (profile/use-preferences.ts), so it works offline; Save goes through the outbox,
// sent at once when online, else kept on this phone and shown as pending until it is sent.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState, type FormEvent } from "react";
import { Link, useLocation } from "wouter";
import { signOutIfUnauthorized, useSession } from "../../data/session.ts";
import { ALLERGENS, PROTEINS } from "../../../rules/dish-facts.ts";
import type { Avoidance } from "../../profile/avoidance.ts";
import { ALLERGEN_NAMES, PROTEIN_NAMES } from "../../profile/avoidance-labels.ts";
import { usePreferences, type PreferencesStatus } from "../../profile/use-preferences.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { ChoiceGroup } from "./components/choice-group.tsx";
import { SaveStateLine, type SaveState } from "./components/save-state.tsx";
import "./preferences.css";

export function PreferencesPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session === undefined) navigate("/sign-in", { replace: true });
  }, [session, navigate]);
  return (
    <section className="page prefs-page" aria-labelledby="prefs-title">
      <h1 id="prefs-title">
        <Trans>Dislikes and allergens</Trans>
      </h1>
      {session ? <Preferences userId={session.userId} /> : <Spinner />}
    </section>
  );
}

function toggled(list: string[], name: string, on: boolean): string[] {
  return on ? [...list.filter((n) => n !== name), name] : list.filter((n) => n !== name);
}

function Preferences({ userId }: { userId: number }) {
  const { kept, waiting, status, save } = usePreferences(userId);
  const [draft, setDraft] = useState<Avoidance>();
  const [phase, setPhase] = useState<"idle" | "saving" | "done">("idle");
  if (!kept) return <LoadState status={status} />;
  const choice = draft ?? kept.chosen;
  const state: SaveState = phase === "saving" ? "saving" : kept.refused ? "refused" : waiting > 0 ? "pending" : phase === "done" ? "saved" : "idle";

  const change = (group: keyof Avoidance) => (name: string, on: boolean) => {
    setPhase("idle");
    setDraft({ ...choice, [group]: toggled(choice[group], name, on) });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (phase === "saving") return;
    setPhase("saving");
    const outcome = await save(choice);
    setDraft(undefined);
    if (outcome.type === "rejected") {
      // A 401: the session ended elsewhere; the device signs out and the screen goes to sign-in.
      await signOutIfUnauthorized(outcome.error);
      setPhase("idle");
      return;
    }
    setPhase("done");
  }

  return (
    <form className="prefs-form" onSubmit={submit} noValidate>
      <p className="prefs-intro">
        <Trans>Mark what you do not eat. The menu can hide those dishes, and the kitchen never chooses them for your days.</Trans>
      </p>
      <ChoiceGroup
        legend={<Trans>Proteins I don't eat</Trans>}
        hint={<Trans>Dishes whose main protein is one of these.</Trans>}
        names={PROTEINS}
        labels={PROTEIN_NAMES}
        checked={choice.proteins}
        onChange={change("proteins")}
      />
      <ChoiceGroup
        legend={<Trans>Allergens I avoid</Trans>}
        hint={<Trans>Dishes that contain any of these.</Trans>}
        names={ALLERGENS}
        labels={ALLERGEN_NAMES}
        checked={choice.allergens}
        onChange={change("allergens")}
      />
      <div className="prefs-actions">
        <button type="submit" className="btn btn-primary btn-large" aria-disabled={phase === "saving"}>
          <Trans>Save my choices</Trans>
        </button>
        <Link href="/menu" className="btn btn-outline">
          <Trans>See the menu</Trans>
        </Link>
      </div>
      <SaveStateLine state={state} />
    </form>
  );
}

function LoadState({ status }: { status: PreferencesStatus }) {
  const { t } = useLingui();
  if (status === "offline") {
    return (
      <p role="status">
        <Trans>You are offline, and your choices have not been saved on this device yet. They will show when you are back online.</Trans>
      </p>
    );
  }
  if (status === "error") {
    return (
      <p role="alert">
        <Trans>We could not load your choices right now. Please try again in a moment.</Trans>
      </p>
    );
  }
  return <Spinner label={t`Loading your choices…`} />;
}
