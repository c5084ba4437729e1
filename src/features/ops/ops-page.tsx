// /ops, the kitchen's screen (docs/product-rules.md "Kitchen", README "Operator"): for a delivery day
// (tomorrow in Kuwait unless `?date=` names one) the production list (how many of each dish, by
// package portion) and the delivery manifest (by governorate and area), each to download as the
// server's CSV or to print on its own. Signed out, it sends the visitor to sign in and back; a
// customer's account (the server's 403 forbidden_role) is told the page is for the kitchen. It
// needs the network, but shows a day it loaded before when there is none.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearch } from "wouter";
import { toApiError } from "../../lib/api-client.ts";
import type { LangId } from "../../lib/db.ts";
import type { Session } from "../../data/store.ts";
import { signOutIfUnauthorized, useSession } from "../../data/session.ts";
import { shownLocale } from "../../lib/i18n.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { formatDay } from "../../../rules/order-dates.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { toast } from "../../ui/toast.tsx";
import { fetchCsv, type Manifest, type ProductionList } from "./api.ts";
import { DateChooser } from "./components/date-chooser.tsx";
import { ManifestList } from "./components/manifest-list.tsx";
import { OpsTabs, opsTabId } from "./components/ops-tabs.tsx";
import { ProductionTable } from "./components/production-table.tsx";
import { RefundForm } from "./components/refund-form.tsx";
import { SupportQueue } from "./components/support-queue.tsx";
import { csvFileName, opsDateFrom, type OpsKind } from "./ops-rules.ts";
import { useOpsList } from "./use-ops-list.ts";
import "./ops.css";
import { dateLocaleTag } from "../../../rules/date-locale.ts";

const PANEL_ID = "ops-panel";

export function OpsPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  const search = useSearch();
  // Once: the sign-in screen takes over from here.
  const sentToSignIn = useRef(false);
  useEffect(() => {
    if (session !== undefined || sentToSignIn.current) return;
    sentToSignIn.current = true;
    const back = `/ops${search ? `?${search}` : ""}`;
    navigate(`/sign-in?next=${encodeURIComponent(back)}`, { replace: true });
  }, [session, navigate, search]);
  if (!session) return <Spinner />;
  // The server decides (403 forbidden_role); an account the device already knows as a customer's
  // is told at once.
  if (session.role === "customer") return <KitchenOnly />;
  return <Kitchen session={session} />;
}

function KitchenOnly() {
  return (
    <section className="page narrow ops-page" aria-labelledby="ops-title">
      <h1 id="ops-title">
        <Trans>Kitchen</Trans>
      </h1>
      <p className="ops-note" role="status">
        <Trans>This page is for the kitchen. Sign in with the kitchen's operator account to see the day's lists.</Trans>
      </p>
      <Link href="/" className="btn btn-primary">
        <Trans>Back to home</Trans>
      </Link>
    </section>
  );
}

function Kitchen({ session }: { session: Session }) {
  const { i18n } = useLingui();
  const locale = shownLocale(i18n);
  const langId = useLangId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const date = opsDateFrom(new URLSearchParams(search).get("date"));
  const [kind, setKind] = useState<OpsKind>("production");
  const list = useOpsList(kind, session.userId, date, langId);

  const chooseDate = (next: string) => {
    const params = new URLSearchParams(search);
    params.set("date", next);
    navigate(`/ops?${params.toString()}`, { replace: true });
  };

  if (list.state === "forbidden") return <KitchenOnly />;
  const day = formatDay(date, locale);
  return (
    <section className="page ops-page" aria-labelledby="ops-title">
      <h1 id="ops-title" className="no-print">
        <Trans>Kitchen</Trans>
      </h1>
      <DateChooser date={date} onChange={chooseDate} />
      <OpsTabs value={kind} onChange={setKind} panelId={PANEL_ID} />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={opsTabId(kind)} className="ops-panel">
        <div className="ops-head">
          <h2>
            {kind === "production" ? (
              <Trans>
                Production list, <bdi>{day}</bdi>
              </Trans>
            ) : (
              <Trans>
                Delivery manifest, <bdi>{day}</bdi>
              </Trans>
            )}
          </h2>
          <ListActions kind={kind} date={date} langId={langId} canPrint={list.stored !== undefined} />
        </div>
        <ListBody kind={kind} list={list} day={day} locale={locale} />
      </div>
      <RefundForm />
      <SupportQueue />
    </section>
  );
}

function ListActions({ kind, date, langId, canPrint }: { kind: OpsKind; date: string; langId: LangId; canPrint: boolean }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  async function download() {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await fetchCsv(kind, date, langId), csvFileName(kind, date));
    } catch (err) {
      const e = toApiError(err);
      if (!(await signOutIfUnauthorized(e))) {
        toast.error(
          e.isNetwork ? t`Downloading needs the network. Connect and try again.` : t`The file could not be downloaded. Please try again.`,
        );
      }
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="ops-actions no-print">
      <button type="button" className="btn btn-primary" onClick={() => void download()} disabled={busy} aria-busy={busy}>
        <Trans>Download CSV</Trans>
      </button>
      <button type="button" className="btn btn-outline" onClick={() => window.print()} disabled={!canPrint}>
        <Trans>Print</Trans>
      </button>
    </div>
  );
}

/** Hands the file to the browser's downloads under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Some browsers read the object URL after click() returns: let it go once the download began.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

type ListProps = { kind: OpsKind; list: ReturnType<typeof useOpsList>; day: string; locale: "en" | "ar" };

function ListBody({ kind, list, day, locale }: ListProps) {
  const { stored, read, state, retry } = list;
  const when = stored ? formatLoadedAt(stored.fetchedAt, locale) : "";
  const note =
    state === "offline" ? (
      stored ? (
        <Trans>
          You are offline. This is the list as loaded on <bdi>{when}</bdi>; it may have changed since.
        </Trans>
      ) : (
        <Trans>The kitchen's lists need the network. Connect and try again.</Trans>
      )
    ) : state === "error" ? (
      stored ? (
        <Trans>
          The list could not be refreshed. This is the list as loaded on <bdi>{when}</bdi>.
        </Trans>
      ) : (
        <Trans>The list could not be loaded.</Trans>
      )
    ) : null;
  return (
    <>
      <div role="status" className="ops-status">
        {note && (
          <p className="ops-note">
            {note}{" "}
            <button type="button" className="btn btn-outline no-print" onClick={retry}>
              <Trans>Try again</Trans>
            </button>
          </p>
        )}
      </div>
      {stored ? <ListContent kind={kind} data={stored.data} day={day} /> : (!read || state === "loading") && <Spinner />}
    </>
  );
}

function ListContent({ kind, data, day }: { kind: OpsKind; data: ProductionList | Manifest; day: string }) {
  if (kind === "production" && "rows" in data) {
    if (data.rows.length > 0) return <ProductionTable list={data} />;
    return (
      <p className="ops-empty">
        <Trans>
          Nothing to cook on <bdi>{day}</bdi>: there are no deliveries that day.
        </Trans>
      </p>
    );
  }
  if (kind === "manifest" && "governorates" in data) {
    if (data.governorates.length > 0) return <ManifestList manifest={data} />;
    return (
      <p className="ops-empty">
        <Trans>
          No deliveries on <bdi>{day}</bdi>.
        </Trans>
      </p>
    );
  }
  return null;
}

function formatLoadedAt(at: number, locale: "en" | "ar"): string {
  return new Intl.DateTimeFormat(dateLocaleTag(locale), {
    day: "numeric",
    month: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kuwait",
  }).format(at);
}
