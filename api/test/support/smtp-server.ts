// A real SMTP server in the test's process (smtp-server), which keeps every mail it takes, parsed
// (mailparser), for the test to read: a server started with SMTP_URL = its url sends to it. It
// can refuse for a while, as a server under maintenance does, or refuse for good, or take a
// mail's data and then answer that it failed, as when a connection drops after the data went.
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type Refusal = "temporarily" | "permanently" | null;

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  readonly url: string;
  /** every mail taken so far, in order */
  readonly received: ParsedMail[];
  /** the mails taken for `address` */
  to(address: string): ParsedMail[];
  /** from now on: 421 (try later) or 550 (never) to every mail; null: take them again */
  refuse(refusal: Refusal): void;
  /** how many mails were refused so far */
  readonly refusals: number;
  /** takes the next mail's data, then answers 451 as if it had failed: the sender cannot tell it arrived */
  failAfterNextData(): void;
  close(): Promise<void>;
}

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ParsedMail[] = [];
  let refusal: Refusal = null;
  let refusals = 0;
  let failNextAnswer = false;
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!refusal) return callback();
      refusals += 1;
      callback(
        refusal === "temporarily"
          ? smtpError(421, "Service not available, try again later")
          : smtpError(550, "Mailbox unavailable"),
      );
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          if (!failNextAnswer) return callback();
          failNextAnswer = false;
          callback(smtpError(451, "Local error in processing"));
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => addressesOf(mail).includes(address.toLowerCase())),
    refuse(next) {
      refusal = next;
    },
    get refusals() {
      return refusals;
    },
    failAfterNextData() {
      failNextAnswer = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = mail.to ? (Array.isArray(mail.to) ? mail.to : [mail.to]) : [];
  return to.flatMap((group) => group.value.map((address) => (address.address ?? "").toLowerCase()));
}

/** The one link of `mail`'s plain-text part that opens `path` (e.g. "/reset-password"). */
export function linkIn(mail: ParsedMail, path: string): URL {
  const links = (mail.text ?? "").match(/https?:\/\/\S+/g) ?? [];
  const found = links.map((link) => new URL(link)).filter((url) => url.pathname === path);
  if (found.length !== 1) throw new Error(`expected one ${path} link in "${mail.subject}", found ${found.length}`);
  return found[0]!;
}
