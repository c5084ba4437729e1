// /help: how to reach the kitchen (the hours in Kuwait time, a call and a WhatsApp link from the
// server's settings, README "Support settings") and answers to the questions subscribers ask. No
// request: it shows offline once the app is installed. A signed-in customer also finds the report
// form for the day My plan named, and their reports with the kitchen's answers (my-reports.tsx).
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo, type ReactNode } from "react";
import { Link } from "wouter";
import { pageSupportContacts } from "./contacts.ts";
import { MyReports } from "./my-reports.tsx";
import "./help.css";

function Answer({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <details className="help-answer">
      <summary>{question}</summary>
      <p>{children}</p>
    </details>
  );
}

export function HelpPage() {
  const { t } = useLingui();
  const c = useMemo(() => pageSupportContacts(), []);
  return (
    <article className="page narrow help-page" aria-labelledby="help-title">
      <h1 id="help-title">
        <Trans>Help</Trans>
      </h1>
      <MyReports />
      <section className="help-contact" aria-label={t`Contact us`}>
        <p>
          <Trans>
            We answer every day from <span className="ltr">{c.from}</span> to <span className="ltr">{c.to}</span>, Kuwait time.
          </Trans>
        </p>
        <div className="help-links">
          <a className="btn btn-primary" href={`tel:${c.phone}`}>
            <Trans>Call us</Trans>
          </a>
          <a className="btn btn-outline" href={`https://wa.me/${c.whatsapp}`} rel="noopener noreferrer" target="_blank">
            <Trans>WhatsApp</Trans>
          </a>
        </div>
        <p>
          <Trans>
            A problem with a delivery? Open the day in <Link href="/my-plan">My plan</Link> and report it there, with photos: the kitchen
            answers you in the app.
          </Trans>
        </p>
      </section>
      <section aria-labelledby="help-questions">
        <h2 id="help-questions">
          <Trans>Questions subscribers ask</Trans>
        </h2>
        <Answer question={<Trans>Until when can I change a day?</Trans>}>
          <Trans>
            Until 23:59 Kuwait time two days before the delivery: your dishes, the day&apos;s address, or freezing it. After that the kitchen
            is already preparing it.
          </Trans>
        </Answer>
        <Answer question={<Trans>Can I pause my plan?</Trans>}>
          <Trans>
            Yes: freeze days in My plan, up to 40% of your delivery days. Each frozen day moves to the end of your plan, which may end at
            most 90 days after it started.
          </Trans>
        </Answer>
        <Answer question={<Trans>When do you deliver?</Trans>}>
          <Trans>Every day but Friday, in the delivery window you chose when you ordered. Each day may go to another of your saved addresses.</Trans>
        </Answer>
        <Answer question={<Trans>How can I pay?</Trans>}>
          <Trans>With KNET or a card on the payment page, and with your wallet&apos;s balance, which refunds and credits go to.</Trans>
        </Answer>
        <Answer question={<Trans>What about allergies and dislikes?</Trans>}>
          <Trans>
            Set them in Dislikes and allergens: the kitchen leaves those dishes out of its picks for you. If a dish came with something you
            avoid, report it from that day in My plan.
          </Trans>
        </Answer>
      </section>
    </article>
  );
}
