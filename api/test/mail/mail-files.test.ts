// Without SMTP_URL (the embedded default) every mail is written to DATA_DIR/mail as an .eml file,
// whole, named by its idempotency key (a second write of one mail is the same file), and the log
// says its subject and link in one line: `npm start` alone lets a person follow a mail's link.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { afterAll, expect, it } from "vitest";
import { createMailSender } from "../../src/mail/mail-transport.ts";
import { linkIn } from "../support/smtp-server.ts";

const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-mail-")), "mail");
afterAll(() => fs.rmSync(path.dirname(folder), { recursive: true, force: true }));

it("writes each mail as an .eml file with both parts and logs one line with its subject and link", async () => {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const sender = createMailSender(
    { smtpUrl: null, from: "SkySocial <no-reply@localhost>", folder },
    { publicUrl: "http://localhost:4000" },
    log,
  );
  expect(sender.description).toBe(`files in ${folder}`);
  const mail = {
    id: "01938a55-7c1e-7000-8000-000000000001",
    kind: "passwordChanged" as const,
    to: "ada@example.com",
    data: { name: "Ada", username: "ada", how: "reset" as const },
  };
  await sender.send(mail);
  await sender.send(mail); // a retry of the same mail
  expect(fs.readdirSync(folder)).toEqual([`${mail.id}.eml`]);
  const file = path.join(folder, `${mail.id}.eml`);
  expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  const parsed = await simpleParser(fs.readFileSync(file));
  expect(parsed.subject).toBe("Your SkySocial password was changed");
  expect(parsed.messageId).toBe(`<${mail.id}@localhost>`);
  expect(parsed.text).toContain("set anew with a reset link");
  expect(String(parsed.html)).toContain("set anew with a reset link");
  expect(linkIn(parsed, "/forgot-password").href).toBe("http://localhost:4000/forgot-password");
  expect(lines.map((line) => line.msg)).toEqual([
    'mail "Your SkySocial password was changed" to ada@example.com: http://localhost:4000/forgot-password',
    'mail "Your SkySocial password was changed" to ada@example.com: http://localhost:4000/forgot-password',
  ]);
});
