// The header's signed-in part: the customer's full name, an account icon button opening a menu
// with My plan, Dislikes and allergens, Kitchen (the operator's account only: its /ops screen) and
// Log out, and the mobile-only Log out entry of the folded navigation. Loaded by the header once
// there is a session, with the logout's code. Also the header's SUBSCRIBE, which a subscriber (a
// plan with days left, as My plan last read it: src/features/plan/use-plan.ts) sees as My plan.
import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "wouter";
import { useLogOut } from "../../features/account/use-log-out.ts";
import { fetchPlan } from "../../features/plan/api.ts";
import { readPlan, savePlan } from "../../features/plan/store.ts";
import { guarded } from "../../features/plan/use-plan.ts";
import { useCached } from "../../data/use-cached.ts";
import { useLangId } from "../../lib/use-lang-id.ts";
import { useDismiss } from "../../ui/use-dismiss.ts";
import { useUnreadCount } from "../../features/inbox/use-inbox.ts";
import "./unread-badge.css";
import type { Session } from "../../data/store.ts";
import { PlanLink, SubscribeLink } from "./subscribe-link.tsx";
import "./account-menu.css";

/** Logs out; `onLogOut` first (the header closes its folded navigation). */
function useLogOutThen(onLogOut: () => void): () => void {
  const logOut = useLogOut();
  return () => {
    onLogOut();
    void logOut();
  };
}

export function AccountMenu({ session, onLogOut }: { session: Session; onLogOut: () => void }) {
  const { t } = useLingui();
  const logOut = useLogOutThen(onLogOut);
  const [open, setOpen] = useState(false);
  const ref = useDismiss<HTMLDivElement>(open, setOpen);
  const fullName = `${session.firstName} ${session.lastName}`.trim();
  // The inbox's unread messages (src/features/inbox/): on the icon and beside Inbox.
  const unread = useUnreadCount(session.userId);
  return (
    <div className="submenu account-menu" ref={ref}>
      <span className="account-name">{fullName}</span>
      <button
        type="button"
        className="btn btn-ghost account-icon"
        aria-label={unread > 0 ? t`Account menu, ${unread} unread messages` : t`Account menu`}
        aria-expanded={open}
        aria-controls="account-menu-list"
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {unread > 0 && (
          <span className="unread-badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      {open && (
        <ul id="account-menu-list" className="submenu-list">
          <li>
            <Link href="/my-plan" className="submenu-button" onClick={() => setOpen(false)}>
              <Trans>My plan</Trans>
            </Link>
          </li>
          <li>
            <Link href="/inbox" className="submenu-button" onClick={() => setOpen(false)}>
              <Trans>Inbox</Trans>
              {unread > 0 && <span className="unread-badge">{unread}</span>}
            </Link>
          </li>
          {session.role === "operator" && (
            <li>
              <Link href="/ops" className="submenu-button" onClick={() => setOpen(false)}>
                <Trans>Kitchen</Trans>
              </Link>
            </li>
          )}
          <li>
            <Link href="/my-plan/preferences" className="submenu-button" onClick={() => setOpen(false)}>
              <Trans>Dislikes and allergens</Trans>
            </Link>
          </li>
          <li>
            <Link href="/profile/health" className="submenu-button" onClick={() => setOpen(false)}>
              <Trans>Health profile</Trans>
            </Link>
          </li>
          <li>
            <Link href="/help" className="submenu-button" onClick={() => setOpen(false)}>
              <Trans>Help</Trans>
            </Link>
          </li>
          <li>
            <button
              type="button"
              className="submenu-button"
              onClick={() => {
                setOpen(false);
                logOut();
              }}
            >
              <Trans>Log out</Trans>
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

/** Inside the folded navigation on small screens only. */
export function MobileLogOut({ onLogOut }: { onLogOut: () => void }) {
  const logOut = useLogOutThen(onLogOut);
  return (
    <button type="button" className="nav-link mobile-log-out" onClick={logOut}>
      <Trans>Log out</Trans>
    </button>
  );
}

/** The plan as My plan keeps it, asked again at most hourly from the header (My plan asks on every visit). */
function useHeldPlan(userId: number) {
  const langId = useLangId();
  return useCached({
    key: `plan:${userId}:${langId}`,
    query: () => readPlan(userId),
    refresh: () => guarded(async () => savePlan(userId, langId, await fetchPlan(langId))),
    isEmpty: (v) => v === undefined,
    maxAgeMs: 60 * 60 * 1000,
    deps: [userId, langId],
  }).data?.plan;
}

/** SUBSCRIBE, or My plan for a customer whose plan still has days to deliver. */
export function SubscribeOrPlan({ session }: { session: Session }) {
  const plan = useHeldPlan(session.userId);
  return !plan || plan.daysLeft <= 0 ? <SubscribeLink /> : <PlanLink />;
}
