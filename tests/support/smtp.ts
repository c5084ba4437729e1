// A real SMTP server (smtp-server) in the test process on a free loopback port, as a customer's mail
// relay: no authentication, no TLS. Each accepted message is handed over whole (its raw bytes);
// `refuse` lets a test answer a recipient with a temporary failure. Used by the server suite
// (tests/server/mail.test.ts) and the end-to-end global setup (tests/e2e/support/global-setup.ts).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type TestSmtp = {
  /** smtp://127.0.0.1:<port>, the server's SMTP_URL. */
  url: string;
  port: number;
  close(): Promise<void>;
};

export type TestSmtpOptions = {
  /** Called with each accepted message; the relay answers once it resolves (a rejection refuses it). */
  onMessage(raw: Buffer): Promise<void> | void;
  /** True: this recipient is refused with 451 (try again later). */
  refuse?: (address: string) => boolean;
};

export async function startTestSmtp(options: TestSmtpOptions): Promise<TestSmtp> {
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) return callback(Object.assign(new Error("try again later"), { responseCode: 451 }));
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.once("error", (err: Error) => callback(err));
      stream.once("end", () => {
        Promise.resolve()
          .then(() => options.onMessage(Buffer.concat(chunks)))
          .then(
            () => callback(),
            (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
          );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.once("error", reject);
    smtp.listen(0, "127.0.0.1", () => {
      smtp.off("error", reject);
      resolve();
    });
  });
  // A client dropping its connection mid-way is the client's business (its mail is then not
  // delivered, which the test waiting for it reports); it must not bring the test process down.
  smtp.on("error", () => {});
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
