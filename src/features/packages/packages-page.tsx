// /package: the three packages with image, name, gram label, the description in a popup, and
// Choose, which saves the package into the order draft (the order builder grows on this page).
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, useState } from "react";
import { Link } from "wouter";
import { usePackages } from "../../catalog/use-catalog.ts";
import { updateDraft, useDraft } from "../../lib/order-draft.ts";
import { sanitizeHtml } from "../../lib/sanitize.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { Modal } from "../../ui/modal.tsx";
import { LoadState } from "./components/load-state.tsx";
import { PackageCard } from "./components/package-card.tsx";
import "./packages.css";

export function PackagesPage() {
  const { t } = useLingui();
  const langId = useLangId();
  const { data: packages, status } = usePackages(langId);
  const draft = useDraft();
  const [detailsId, setDetailsId] = useState<number>();
  const [saveFailed, setSaveFailed] = useState(false);
  const shown = packages?.find((p) => p.id === detailsId);
  const descriptionHtml = useMemo(() => (shown ? sanitizeHtml(shown.descriptionHtml) : ""), [shown]);
  const chosen = packages?.find((p) => p.id === draft?.packageId);
  const chosenName = chosen?.name;

  async function choose(packageId: number) {
    try {
      await updateDraft({ packageId, source: "package-page" });
      setSaveFailed(false);
    } catch {
      setSaveFailed(true);
    }
  }

  return (
    <section className="page packages-page" aria-labelledby="packages-title">
      <h1 id="packages-title">
        <Trans>Choose your package</Trans>
      </h1>
      <p className="lead">
        <Trans>Three plans designed by our nutritionists, each for a goal. Pick one to start your subscription.</Trans>
      </p>
      <p className="calculator-bar">
        <Trans>Not sure which package fits you?</Trans>{" "}
        <Link href="/calculate-calorie/know-gender">
          <Trans>Calculate your calories</Trans>
        </Link>
      </p>

      <div className="choice-status" role="status">
        {chosen && (
          <p>
            <Trans>
              You chose <strong>{chosenName}</strong>. <Link href={`/PACKAGE/${chosen.id}`}>See its prices and days</Link>
            </Trans>
          </p>
        )}
        {saveFailed && (
          <p className="error-text">
            <Trans>Your choice could not be saved on this device. Please try again.</Trans>
          </p>
        )}
      </div>

      {status === "ready" ? (
        <ul className="package-list" aria-label={t`Packages`}>
          {(packages ?? []).map((p) => (
            <li key={p.id}>
              <PackageCard pkg={p} chosen={p.id === draft?.packageId} onDetails={() => setDetailsId(p.id)} onChoose={() => void choose(p.id)} />
            </li>
          ))}
        </ul>
      ) : (
        <LoadState status={status} />
      )}

      {shown && (
        <Modal title={shown.name} onClose={() => setDetailsId(undefined)}>
          <p className="package-grams">{shown.gramLabel}</p>
          <div className="rich-text" dangerouslySetInnerHTML={{ __html: descriptionHtml }} />
        </Modal>
      )}
    </section>
  );
}
