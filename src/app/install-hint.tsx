// Installing on iPhone and iPad: Safari has no install prompt (no `beforeinstallprompt`), so iOS
// visitors who have not added the app get a short 'Share, then Add to Home Screen' hint. It is not
// shown in the installed app, and once closed it stays closed (remembered in the settings table).
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { useLiveDb, withDb } from "../lib/lazy-db.ts";

function isStandalone(): boolean {
  const nav = navigator as Navigator & { standalone?: boolean };
  return nav.standalone === true || window.matchMedia?.("(display-mode: standalone)").matches === true;
}

export function InstallHint() {
  const { t } = useLingui();
  // `undefined` while the setting is read: nothing shows until the answer is known.
  const dismissed = useLiveDb(async (db) => (await db.settings.get("installHintDismissed"))?.value === true, [], undefined);
  const hidden = dismissed !== false || isStandalone();
  useEffect(() => {
    // Once decided, the page says so (<html data-install-hint>): tests wait for it, not for a time.
    if (dismissed !== undefined) document.documentElement.dataset.installHint = hidden ? "hidden" : "shown";
  }, [dismissed, hidden]);
  // Rendered on iOS only (app.tsx decides, so other devices never load this chunk).
  if (hidden) return null;
  const close = () => void withDb((db) => db.settings.put({ key: "installHintDismissed", value: true })).catch(() => undefined);
  return (
    <aside className="install-hint" aria-label={t`Install the app`}>
      <p>
        <Trans>
          Install this app on your iPhone: tap <strong>Share</strong>, then <strong>Add to Home Screen</strong>.
        </Trans>
      </p>
      <button type="button" className="btn btn-ghost" onClick={close}>
        <Trans>Not now</Trans>
      </button>
    </aside>
  );
}
