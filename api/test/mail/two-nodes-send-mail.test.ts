// Two nodes sharing PostgreSQL, each with its mail worker: every mail queued (through either node)
// is sent once, by one of them; their claims never take the same job. Needs PostgreSQL
// (TEST_DATABASE_URL): PGlite belongs to one process.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGED_TEST_PASSWORD, createUser, TEST_PASSWORD } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("two nodes", () => {
  let smtp: TestSmtpServer;
  let node1: TestServer;
  let node2: TestServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, MAIL_FROM: "SkySocial <no-reply@skysocial.test>" };
    node1 = await createTestServer(env, { background: ["mail"] });
    node2 = await createTestServer({ ...env, DATABASE_URL: node1.config.databaseUrl }, { background: ["mail"] });
  });
  afterAll(async () => {
    await node2?.close();
    await node1?.close();
    await smtp?.close();
  });

  it("send each mail exactly once between them", async () => {
    const people = await Promise.all(Array.from({ length: 12 }, (_, i) => createUser(i % 2 ? node1 : node2)));
    await Promise.all(
      people.map((person, i) =>
        (i % 2 ? node2 : node1).domain.accounts.changePassword(person.viewer, {
          oldPassword: TEST_PASSWORD,
          newPassword: CHANGED_TEST_PASSWORD,
          confirmPassword: CHANGED_TEST_PASSWORD,
        }),
      ),
    );
    // both workers look at once, as each does when any mail is queued
    await Promise.all([node1.domain.mailWorker.wake(), node2.domain.mailWorker.wake()]);
    await eventually(async () => expect(await node1.prisma.mailJob.count()).toBe(0));
    // each person's sign-up mail and password notice, once each
    expect(smtp.received).toHaveLength(2 * people.length);
    expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(2 * people.length);
    for (const person of people)
      expect(
        smtp
          .to(`${person.username.toLowerCase()}@example.com`)
          .map((mail) => mail.subject)
          .sort(),
      ).toEqual(["Confirm your email address for SkySocial", "Your SkySocial password was changed"]);
  });
});
