// The builder's info popups: a package's description (sanitised; DOMPurify is loaded only when the
// popup opens, to keep it off /package's first page) and what Meals, Snacks and Soups are.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { CachedPackage } from "../../../catalog/store.ts";
import { Modal } from "../../../ui/lazy-modal.tsx";
import { Spinner } from "../../../ui/spinner.tsx";
import type { CountField } from "../order-choice.ts";

export function PackageInfo({ pkg, onClose }: { pkg: CachedPackage | undefined; onClose: () => void }) {
  const [html, setHtml] = useState<string>();
  const source = pkg?.descriptionHtml;
  useEffect(() => {
    let live = true;
    if (source !== undefined) void import("../../../lib/sanitize.ts").then((m) => live && setHtml(m.sanitizeHtml(source)));
    return () => {
      live = false;
    };
  }, [source]);
  if (!pkg) return null;
  return (
    <Modal title={pkg.name} onClose={onClose}>
      <p className="package-grams">{pkg.gramLabel}</p>
      {html === undefined ? <Spinner /> : <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />}
    </Modal>
  );
}

export function ItemInfo({ field, onClose }: { field: CountField; onClose: () => void }) {
  const { t } = useLingui();
  const title = { meals: t`Meals`, snacks: t`Snacks`, soups: t`Soups` }[field];
  return (
    <Modal title={title} onClose={onClose}>
      {field === "meals" && (
        <p>
          <Trans>Main meals are full plates for lunch or dinner, portioned to your package's protein. You pick them from the menu each week.</Trans>
        </p>
      )}
      {field === "snacks" && (
        <p>
          <Trans>Snacks are small bites between meals: protein bars, fruit cups, yoghurt and more.</Trans>
        </p>
      )}
      {field === "soups" && (
        <p>
          <Trans>Soups are a light warm bowl, delivered with the day's meals.</Trans>
        </p>
      )}
    </Modal>
  );
}
