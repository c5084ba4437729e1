// /inbox (README "Notifications"; signed-in customers only, guests go to /sign-in): the messages the
// shop sent (reminders, the plan's end, payments, freezes, the kitchen's answers), newest first, read
// from the device so it works offline; a tap opens the screen the message is about and marks it read
// (through the outbox). Below: turning notifications on for this device, and the settings.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import { Link, useLocation } from "wouter";
import { useSession } from "../../data/session.ts";
import { Spinner } from "../../ui/spinner.tsx";
import type { InboxMessage } from "./api.ts";
import { NotifySettings } from "./components/notify-settings.tsx";
import { PushPanel } from "./components/push-panel.tsx";
import { markRead } from "./store.ts";
import { useInbox } from "./use-inbox.ts";
import "./inbox.css";
import { dateLocaleTag } from "../../../rules/date-locale.ts";

export function InboxPage() {
  const session = useSession();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (session === undefined) navigate("/sign-in", { replace: true });
  }, [session, navigate]);
  return (
    <article className="page narrow inbox-page" aria-labelledby="inbox-title">
      <h1 id="inbox-title">
        <Trans>Inbox</Trans>
      </h1>
      {session ? <Inbox userId={session.userId} /> : <Spinner />}
    </article>
  );
}

function Inbox({ userId }: { userId: number }) {
  const { t } = useLingui();
  const { messages, refreshState } = useInbox(userId);
  return (
    <>
      <PushPanel />
      <section aria-label={t`Messages`} className="inbox-list" data-refresh={refreshState}>
        {refreshState === "offline" && (
          <p className="inbox-note">
            <Trans>You are offline: these are the messages this device last received.</Trans>
          </p>
        )}
        {messages.length === 0 && refreshState !== "loading" && (
          <p className="inbox-note">
            <Trans>No messages yet. Reminders before a day&apos;s choices close and before your plan ends will appear here.</Trans>
          </p>
        )}
        {messages.map((m) => (
          <Message key={m.id} userId={userId} message={m} />
        ))}
      </section>
      <details className="inbox-settings">
        <summary>
          <Trans>Notification settings</Trans>
        </summary>
        <NotifySettings />
      </details>
    </>
  );
}

function Message({ userId, message }: { userId: number; message: InboxMessage }) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(dateLocaleTag(i18n.locale), { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Kuwait" }).format(
    new Date(message.created_at),
  );
  const read = () => void markRead(userId, message.id);
  return (
    <article className={`inbox-message${message.read ? "" : " unread"}`} data-kind={message.kind}>
      {/* A message keeps the language it was sent in: its own direction (dir="auto"). */}
      <h2 dir="auto">
        <Link href={message.url} onClick={read}>
          {message.title}
        </Link>
      </h2>
      <p dir="auto">{message.body}</p>
      <footer>
        <time dateTime={message.created_at}>{when}</time>
        {!message.read && (
          <button type="button" className="btn btn-ghost" onClick={read}>
            <Trans>Mark as read</Trans>
          </button>
        )}
      </footer>
    </article>
  );
}
