// A plan day's portions per meal in My plan (README.md "Health profile and portions"): a protein and
// a carbohydrate portion from the package's ladders, for every day of the plan or for this
// upcoming day only (before its cutoff), saved through the outbox (health's store.ts); the day's
// totals at the portions shown beside the customer's daily targets (the health profile's).
import { Trans, useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { Link } from "wouter";
import { useRefresh } from "../../data/use-refresh.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { useLiveDb } from "../../lib/lazy-db.ts";
import { formatKcal } from "../../../rules/calories.ts";
import { kuwaitToday } from "../../../rules/order-dates.ts";
import type { Macros } from "../../../rules/portion.ts";
import { matchingPortions } from "../../../rules/body-targets.ts";
import { readPortionsView, readTargets, refreshPortions, savePortions } from "../health/store.ts";
import { dayTotalsAt, type PortionDay } from "./portions-rules.ts";
import "./portions-panel.css";

/** The day as the server last answered it (its dishes, not the picks still waiting). */
type Props = { userId: number; day: PortionDay & { purchaseId: number; date: string; changeable: boolean } };

/** Asks the server for a plan's portions; the key is "user:purchase" (useRefresh takes a module's function). */
function refreshKey(key: string): Promise<void> {
  const [userId, purchaseId] = key.split(":").map(Number) as [number, number];
  return refreshPortions(userId, purchaseId);
}

function Figures({ m, locale }: { m: Macros; locale: "en" | "ar" }) {
  const kcal = formatKcal(m.kcal, locale);
  const { protein, carbs, fat } = m;
  return (
    <Trans>
      <bdi>{kcal}</bdi> kcal · protein <bdi>{protein}</bdi> g · carbs <bdi>{carbs}</bdi> g · fat <bdi>{fat}</bdi> g
    </Trans>
  );
}

export function PortionsPanel({ userId, day }: Props) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const purchaseId = day.purchaseId;
  const read = useLiveDb(
    async () => ({ key: purchaseId, view: await readPortionsView(userId, purchaseId), targets: await readTargets(userId, kuwaitToday()) }),
    [userId, purchaseId],
    undefined,
  );
  useRefresh(`${userId}:${purchaseId}`, refreshKey);
  const [draft, setDraft] = useState<{ protein: number; carbs: number; scope: "plan" | "day" }>();
  const current = read?.key === purchaseId ? read : undefined;
  const plan = current?.view.portions;
  if (!plan) return null;
  const own = plan.days[day.date];
  const shown = own ?? plan.default;
  const choice = draft ?? { ...shown, scope: own ? "day" : "plan" };
  const totals = dayTotalsAt(day, choice);
  // The portions whose day comes nearest the customer's calorie target (rules/body-targets.ts).
  const match =
    current.targets && totals ? matchingPortions(current.targets, { protein: plan.proteinLadder, carbs: plan.carbLadder }, (p) => dayTotalsAt(day, p)!) : undefined;
  const offered = match && (match.protein !== choice.protein || match.carbs !== choice.carbs) ? match : undefined;
  const [offeredProtein, offeredCarbs] = [offered?.protein, offered?.carbs];

  function submit(e: FormEvent) {
    e.preventDefault();
    void savePortions(userId, purchaseId, choice.scope === "day" ? day.date : undefined, { protein: choice.protein, carbs: choice.carbs });
    setDraft(undefined);
  }

  const grams = (n: number) => (locale === "ar" ? `${n} غ` : `${n} g`);
  return (
    <section className="portions-panel" aria-labelledby={`portions-${day.date}`}>
      <h3 id={`portions-${day.date}`}>
        <Trans>Portions per meal</Trans>
      </h3>
      <form className="portions-form" onSubmit={submit}>
        <label>
          <Trans>Protein source</Trans>
          <select value={choice.protein} onChange={(e) => setDraft({ ...choice, protein: Number(e.target.value) })}>
            {plan.proteinLadder.map((g) => (
              <option key={g} value={g}>
                {grams(g)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Trans>Carbohydrate source</Trans>
          <select value={choice.carbs} onChange={(e) => setDraft({ ...choice, carbs: Number(e.target.value) })}>
            {plan.carbLadder.map((g) => (
              <option key={g} value={g}>
                {grams(g)}
              </option>
            ))}
          </select>
        </label>
        <fieldset className="portions-scope">
          <legend className="visually-hidden">
            <Trans>Which days</Trans>
          </legend>
          <label>
            <input type="radio" name={`scope-${day.date}`} checked={choice.scope === "plan"} onChange={() => setDraft({ ...choice, scope: "plan" })} />
            <Trans>Every day of my plan</Trans>
          </label>
          {day.changeable && (
            <label>
              <input type="radio" name={`scope-${day.date}`} checked={choice.scope === "day"} onChange={() => setDraft({ ...choice, scope: "day" })} />
              <Trans>This day only</Trans>
            </label>
          )}
        </fieldset>
        <button type="submit" className="btn btn-outline" disabled={!day.changeable && choice.scope === "day"}>
          <Trans>Save portions</Trans>
        </button>
      </form>
      <p className="portions-note">
        <Trans>Snacks and soups keep their portions; the price does not change.</Trans>
      </p>
      <dl className="portions-figures">
        {totals && (
          <div>
            <dt>
              <Trans>This day at these portions</Trans>
            </dt>
            <dd data-testid="portions-day-totals">
              <Figures m={totals} locale={locale} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Your daily targets</Trans>
          </dt>
          <dd>
            {current.targets ? (
              <Figures m={current.targets} locale={locale} />
            ) : (
              <Link href="/profile/health">
                <Trans>Fill in your health profile to see them</Trans>
              </Link>
            )}
          </dd>
        </div>
      </dl>
      {offered && (
        <p className="portions-offer">
          <Trans>
            Nearest your daily target: protein <bdi>{offeredProtein}</bdi> g, carbohydrate <bdi>{offeredCarbs}</bdi> g.
          </Trans>{" "}
          <button type="button" className="btn btn-ghost" onClick={() => setDraft({ ...choice, ...offered })}>
            <Trans>Use these portions</Trans>
          </button>
        </p>
      )}
      <p className="portions-state" role="status">
        {current.view.waiting > 0 && <Trans>Saved on this phone. Your changes will be sent when you are online.</Trans>}
      </p>
    </section>
  );
}
