// Where mails go: an SMTP server when SMTP_URL is set (nodemailer), otherwise an .eml file per mail
// under DATA_DIR/mail/, its path logged (development, and a server with no mail relay yet).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export type OutgoingMail = { to: string; subject: string; text: string; html: string; messageId: string };
export type MailSender = { send(mail: OutgoingMail): Promise<void>; close(): void };

export function createMailSender(options: { smtpUrl?: string | undefined; from: string; mailDir: string; logger?: Pick<Console, "info"> }): MailSender {
  const log = options.logger ?? console;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.mailDir, { recursive: true });
      const file = path.join(options.mailDir, `${mail.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`);
      await writeFile(file, info.message as Buffer);
      log.info(`mail to ${mail.to} written to ${file}`);
    },
    close: () => transport.close(),
  };
}
