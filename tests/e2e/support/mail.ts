// The mails the server under test sent: the global setup's SMTP server writes each one it accepts as
// an .eml file into E2E_MAIL_DIR (support/global-setup.ts), read here with mailparser. Every test
// runs against the same server and the same mailbox, so a test picks its own mails by recipient (a
// unique customer per test) and what they say.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";

const parsed = new Map<string, ParsedMail>();

function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir)
    throw new Error("E2E_MAIL_DIR is not set: run the tests through playwright.config.ts (its global setup starts the SMTP server)");
  return dir;
}

/** Every mail received so far, in the order they arrived. */
export async function receivedMails(): Promise<ParsedMail[]> {
  const dir = mailDir();
  const names = readdirSync(dir)
    .filter((name) => name.endsWith(".eml") && !name.startsWith("."))
    .sort();
  const mails: ParsedMail[] = [];
  for (const name of names) {
    let mail = parsed.get(name);
    if (!mail) {
      mail = await simpleParser(readFileSync(path.join(dir, name)));
      parsed.set(name, mail);
    }
    mails.push(mail);
  }
  return mails;
}

/** The addresses a mail went to. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value).flatMap((a) => (a.address ? [a.address.toLowerCase()] : []));
}

/** A predicate: the mail went to `address`. */
export const sentTo =
  (address: string) =>
  (mail: ParsedMail): boolean =>
    recipients(mail).includes(address.toLowerCase());

/** The mails received so far that match. */
export async function mailsMatching(predicate: (mail: ParsedMail) => boolean): Promise<ParsedMail[]> {
  return (await receivedMails()).filter(predicate);
}

/** Waits until a mail that matches has arrived (the outbox worker sends within seconds) and answers the first one. */
export async function waitForMail(
  predicate: (mail: ParsedMail) => boolean,
  { timeoutMs = 30_000 }: { timeoutMs?: number } = {},
): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  try {
    await expect
      .poll(
        async () => {
          found = (await mailsMatching(predicate))[0];
          return found !== undefined;
        },
        { timeout: timeoutMs },
      )
      .toBe(true);
  } catch (error) {
    // Say what did arrive: a mail in the wrong language or to the wrong address shows here.
    const last = (await receivedMails()).slice(-10).map((m) => `  to ${recipients(m).join(", ")}: ${m.subject ?? "(no subject)"}`);
    throw new Error(`the mail has not arrived within ${timeoutMs} ms; the last mails received:\n${last.join("\n") || "  none"}`, {
      cause: error,
    });
  }
  return found!;
}

/** A date as a mail spells it for the customer: "Tuesday, 9 June 2026", "الثلاثاء، 9 يونيو 2026". */
export function spelledDate(iso: string, language: "en" | "ar"): string {
  return new Intl.DateTimeFormat(language === "ar" ? "ar-KW-u-nu-latn" : "en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${iso}T00:00:00Z`));
}
