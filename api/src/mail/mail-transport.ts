// Where mail goes (nodemailer): an SMTP server (SMTP_URL), or, without one (the embedded
// default), `.eml` files in DATA_DIR/mail, each announced by one log line with its subject and
// link, so that `npm start` alone still lets a person verify an address or reset a password.
// Each mail is sent with its job's id as its Message-ID: every attempt of one mail carries the
// same, and a file is named by it, so a mail written twice is one file.
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { MailConfig } from "../config/env.ts";
import { MailRefusedError, type MailSender, type OutgoingMail } from "../domain/mail/mail-kinds.ts";
import { contentOf, type MailSite } from "./mail-contents.ts";
import { renderMail, type RenderedMail } from "./mail-layout.ts";

/**
 * Bounds of one SMTP send, all together well under the worker's lease (MAIL_LEASE_SECONDS), so a
 * send is over before another node may take its job: connecting, the server's greeting, and any
 * silence of the connection after that.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as const;

/** The mail as nodemailer takes it: the rendered parts, the From, and the Message-ID. */
interface Envelope {
  from: string;
  to: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** RFC 3834: no vacation or out-of-office answers to these */
  headers: { "Auto-Submitted": "auto-generated" };
}

/** The domain of the From address: Message-IDs are `<job id@that domain>`. */
function fromDomain(from: string): string {
  const address = /<([^>]+)>\s*$/.exec(from)?.[1] ?? from;
  return address.slice(address.lastIndexOf("@") + 1).trim();
}

export function createMailSender(config: MailConfig, site: MailSite, log: Logger): MailSender {
  const domain = fromDomain(config.from);
  const envelopeOf = (mail: OutgoingMail, rendered: RenderedMail): Envelope => ({
    from: config.from,
    to: mail.to,
    messageId: `<${mail.id}@${domain}>`,
    ...rendered,
    headers: { "Auto-Submitted": "auto-generated" },
  });
  return config.smtpUrl
    ? smtpSender(config.smtpUrl, site, envelopeOf)
    : fileSender(config.folder, site, envelopeOf, log);
}

type EnvelopeOf = (mail: OutgoingMail, rendered: RenderedMail) => Envelope;

function smtpSender(smtpUrl: string, site: MailSite, envelopeOf: EnvelopeOf): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  const url = new URL(smtpUrl);
  return {
    // never the credentials
    description: `${url.protocol}//${url.host}`,
    async send(mail) {
      const envelope = envelopeOf(mail, await renderMail(contentOf(mail, site), site));
      try {
        await transport.sendMail(envelope);
      } catch (error) {
        // 5xx: the server will not take this mail, however often it is tried; anything else (no
        // connection, a timeout, 4xx) may pass later
        const code = (error as { responseCode?: unknown }).responseCode;
        if (typeof code === "number" && code >= 500) throw new MailRefusedError(String(error), { cause: error });
        throw error;
      }
    },
  };
}

function fileSender(folder: string, site: MailSite, envelopeOf: EnvelopeOf, log: Logger): MailSender {
  // builds the whole RFC 822 message (both parts, the headers) without sending it anywhere
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    description: `files in ${folder}`,
    async send(mail) {
      const content = contentOf(mail, site);
      const { message } = await transport.sendMail(envelopeOf(mail, await renderMail(content, site)));
      await fs.mkdir(folder, { recursive: true });
      const file = path.join(folder, `${mail.id}.eml`);
      // whole or not at all: a reader never finds half a mail
      const partial = `${file}.partial`;
      await fs.writeFile(partial, message as Buffer, { mode: 0o600 });
      await fs.rename(partial, file);
      const link = content.action ? `: ${content.action.url}` : "";
      log.info({ mailId: mail.id, to: mail.to, file }, `mail "${content.subject}" to ${mail.to}${link}`);
    },
  };
}
