// /package: the order builder (docs/product-rules.md "One purchase flow"). Package, period,
// counts, start date, delivery method and window, the order detail, and
// the price bar with Continue: the price shows as soon as package, days and counts make a
// combination, before any start date. Every change is saved in the order draft (Dexie), so a
// reload or a trip to the calculator keeps it; the price comes from the cached package details,
// so it works offline.
// Continue checks in the spec's order, saves the whole order and goes to /checkout or /account.
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useRef, useState } from "react";
import { Link, useLocation } from "wouter";
import { useDeliveryMethods, useDeliveryTimes, usePackageDetails, usePackages } from "../../catalog/use-catalog.ts";
import { kuwaitToday, lastDeliveryDay, isSelectableStart, formatDay } from "../../../rules/order-dates.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { replaceDraft, updateDraft, useDraft, type DraftFields } from "../../order/order-draft.ts";
import { getSession } from "../../data/session.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Counter } from "../../ui/counter.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast.tsx";
import { BuilderSection } from "./components/builder-section.tsx";
import { LoadState } from "./components/load-state.tsx";
import { OptionList } from "./components/option-list.tsx";
import { OrderSummary } from "./components/order-summary.tsx";
import { PriceBar, type PriceState } from "./components/price-bar.tsx";
import { PackageChoice } from "./components/package-choice.tsx";
import { ItemInfo, PackageInfo } from "./components/builder-info.tsx";
import { choiceFromDraft, continueProblem, COUNTED_TYPES, findCombination, isComplete, type Choice, type ContinueProblem, type CountField } from "./order-choice.ts";
import "./packages.css";
import { HydrateLater, useMountedWithServerPage, type Loader } from "../../data/seed.tsx";

const StartDateCalendar = lazy(() => import("./components/start-date-calendar.tsx"));

type Section = "plan" | "days" | "startDate" | "method" | "time";

/**
 * The server's loader (src/app/routes.tsx): the package choices, the delivery methods and times,
 * and the details (periods, prices) of the package chosen when nothing is saved yet.
 */
export const loadPackagesPage: Loader = async ({ langId }) => {
  const { catalogScopes, loadScopes } = await import("../../catalog/scopes.ts");
  const scopes = catalogScopes(langId);
  return loadScopes([scopes.packages, scopes.details(choiceFromDraft(undefined).packageId), scopes.deliveryMethods, scopes.deliveryTimes]);
};

export function PackagesPage() {
  const { t, i18n } = useLingui();
  const locale = shownLocale(i18n);
  const langId = useLangId();
  const [, navigate] = useLocation();
  const draft = useDraft();
  const packages = usePackages(langId);
  const choice = choiceFromDraft(draft ?? undefined);
  const details = usePackageDetails(langId, choice.packageId);
  const methods = useDeliveryMethods(langId);
  const times = useDeliveryTimes(langId);
  const [open, setOpen] = useState<Record<Section, boolean>>({ plan: true, days: true, startDate: false, method: true, time: true });
  const [info, setInfo] = useState<{ kind: "package"; id: number } | { kind: "item"; field: CountField }>();
  const [saveFailed, setSaveFailed] = useState(false);
  const startDateRef = useRef<HTMLDetailsElement>(null);
  const today = kuwaitToday();
  const fromServer = useMountedWithServerPage();

  const subPackages = details.data?.subPackages ?? [];
  const periods = details.data?.periods ?? [];
  const max = details.data?.maxPerMealType ?? {};
  const ctx = {
    packageIds: (packages.data ?? []).map((p) => p.id),
    periods: periods.map((p) => p.days),
    methodIds: (methods.data ?? []).map((m) => m.id),
    timeIds: (times.data ?? []).map((m) => m.id),
    subPackages,
    today,
  };
  const combination = findCombination(subPackages, choice);
  const startDate = isSelectableStart(choice.startDate, today) ? choice.startDate : undefined;
  const complete = details.status === "ready" && isComplete(choice, ctx);
  const counts = choice.meals + choice.snacks + choice.soups;
  const price: PriceState =
    details.status !== "ready" ? { kind: "loading" } : combination ? { kind: "price", subPackage: combination } : counts === 0 ? { kind: "noItems" } : { kind: "none" };

  async function change(patch: Partial<Choice>) {
    try {
      await updateDraft({ ...patch, source: draft?.source ?? "defaults" });
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  }

  const warnings: Record<ContinueProblem, string> = {
    package: t`Please select a package`,
    period: t`Please select a subscription period`,
    items: t`Please select menu items`,
    startDate: t`Please select a start date`,
    method: t`Please select a delivery method`,
    time: t`Please select a delivery time`,
    combination: t`No combination found`,
  };

  async function onContinue() {
    const problem = continueProblem(choice, ctx);
    if (problem) {
      toast.warning(warnings[problem]);
      if (problem === "startDate") {
        setOpen((o) => ({ ...o, startDate: true }));
        startDateRef.current?.querySelector("summary")?.focus();
      }
      return;
    }
    const fields: DraftFields = {
      packageId: choice.packageId,
      days: choice.days,
      meals: choice.meals,
      snacks: choice.snacks,
      soups: choice.soups,
      startDate: choice.startDate,
      deliveryMethodId: choice.deliveryMethodId,
      deliveryTimeId: choice.deliveryTimeId,
      subPackageId: combination!.id,
      source: draft?.source ?? "defaults",
    };
    try {
      await replaceDraft(fields);
    } catch {
      setSaveFailed(true);
      return;
    }
    // Whether the customer is signed in, as stored at the tap (not as last rendered: a tap right
    // after the page loaded may come before the database's first answer has shown).
    const signedIn = await getSession().then(
      (session) => session !== undefined,
      () => false,
    );
    navigate(signedIn ? "/checkout" : "/account");
  }

  // A page the browser renders (a return visit, a tap from another screen) draws the builder once
  // what shapes it has answered: the saved order (which package, which counts) and the chosen
  // package's details, methods and times. Drawn before, it grew and moved as each came (a layout
  // shift of 0.17 on a desktop's return visit). Its spinner is in the builder's own box: in the
  // narrow page's, the builder's section moved when it replaced it. A page the server rendered
  // has them all in its seed, and hydrates as rendered.
  const settling = !fromServer && (draft === null || [details, methods, times].some((answer) => answer.status === "loading"));
  if (packages.status !== "ready" || settling) {
    return (
      <section className="page builder">
        <LoadState status={packages.status === "ready" ? "loading" : packages.status} />
      </section>
    );
  }

  const pkg = packages.data?.find((p) => p.id === choice.packageId);
  const period = periods.find((p) => p.days === choice.days);
  const method = methods.data?.find((m) => m.id === choice.deliveryMethodId);
  const time = times.data?.find((m) => m.id === choice.deliveryTimeId);
  const toggle = (s: Section) => (isOpen: boolean) => setOpen((o) => (o[s] === isOpen ? o : { ...o, [s]: isOpen }));

  return (
    <section className="page builder" aria-labelledby="builder-title">
      <h1 id="builder-title">
        <Trans>Build your order</Trans>
      </h1>
      <p className="calculator-bar">
        <Trans>Don't know your package?</Trans>{" "}
        <Link href="/calculate-calorie/know-gender">
          <Trans>Calculate your calories</Trans>
        </Link>
      </p>
      {saveFailed && (
        <p className="error-text" role="alert">
          <Trans>Your choice could not be saved on this device. Please try again.</Trans>
        </p>
      )}

      <div className="builder-grid">
        <div className="builder-steps">
          <BuilderSection title={t`Choose your package`} current={pkg?.name} open={open.plan} onToggle={toggle("plan")}>
            <PackageChoice packages={packages.data ?? []} value={choice.packageId} onChange={(id) => void change({ packageId: id })} onInfo={(id) => setInfo({ kind: "package", id })} />
          </BuilderSection>

          {/* A page the server rendered hydrates its first section with the page, the rest of the
              builder and the aside as later slices (data/seed.tsx). */}
          <HydrateLater>
            <BuilderSection title={t`Subscription period`} current={period?.label} open={open.days} onToggle={toggle("days")}>
              {details.status === "ready" ? (
                <OptionList name="days" options={periods.map((p) => ({ id: p.days, label: p.label }))} value={period?.days} onChange={(days) => void change({ days })} />
              ) : (
                <LoadState status={details.status} />
              )}
            </BuilderSection>

            <section className="builder-counts" aria-labelledby="counts-title">
              <h2 id="counts-title">
                <Trans>Menu items a day</Trans>
              </h2>
              <div className="count-cards">
                {COUNTED_TYPES.map(({ mealTypeId, field }) => {
                  const label = { meals: t`Meals`, snacks: t`Snacks`, soups: t`Soups` }[field];
                  const limit = max[mealTypeId] ?? 0;
                  return (
                    <div key={field} className="count-card">
                      <div className="count-card-head">
                        <span className="count-card-name">{label}</span>
                        <button type="button" className="info-button" aria-haspopup="dialog" aria-label={t`About ${label}`} onClick={() => setInfo({ kind: "item", field })}>
                          i
                        </button>
                      </div>
                      <Counter label={label} value={Math.min(choice[field], limit)} min={0} max={limit} onChange={(v) => void change({ [field]: v })} />
                    </div>
                  );
                })}
              </div>
            </section>

            <BuilderSection
              title={t`Start date`}
              current={startDate ? formatDay(startDate, locale) : t`Not chosen yet`}
              open={open.startDate}
              onToggle={toggle("startDate")}
              detailsRef={startDateRef}
              id="start-date"
            >
              <p className="note">
                <Trans>Deliveries start 4 days from today at the earliest. Fridays are off.</Trans>
              </p>
              {open.startDate && (
                <Suspense fallback={<Spinner />}>
                  <StartDateCalendar today={today} value={startDate} onChange={(iso) => void change({ startDate: iso })} />
                </Suspense>
              )}
            </BuilderSection>

            <BuilderSection title={t`Communication method`} current={method?.name} open={open.method} onToggle={toggle("method")}>
              <OptionList name="method" options={(methods.data ?? []).map((m) => ({ id: m.id, label: m.name }))} value={method?.id} onChange={(id) => void change({ deliveryMethodId: id })} />
            </BuilderSection>

            <BuilderSection title={t`Delivery time`} current={time?.name} open={open.time} onToggle={toggle("time")}>
              <OptionList name="time" options={(times.data ?? []).map((m) => ({ id: m.id, label: m.name }))} value={time?.id} onChange={(id) => void change({ deliveryTimeId: id })} />
            </BuilderSection>
          </HydrateLater>
        </div>

        {/* On a phone this wrapper lets its children into the page's column (packages.css), so the
            price bar stays pinned while any of the builder is in view. */}
        <div className="builder-aside">
          <HydrateLater>
            <OrderSummary
              planName={pkg?.name}
              periodLabel={period?.label}
              meals={choice.meals}
              snacks={choice.snacks}
              soups={choice.soups}
              subPackage={combination}
              startDate={startDate}
              endDate={startDate && combination ? lastDeliveryDay(startDate, combination.days) : undefined}
              windowName={time?.name}
              methodName={method?.name}
              complete={complete}
            />
            <PriceBar state={price} onContinue={() => void onContinue()} />
          </HydrateLater>
        </div>
      </div>

      {info?.kind === "package" && <PackageInfo pkg={packages.data?.find((p) => p.id === info.id)} onClose={() => setInfo(undefined)} />}
      {info?.kind === "item" && <ItemInfo field={info.field} onClose={() => setInfo(undefined)} />}
    </section>
  );
}
