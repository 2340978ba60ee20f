// Mail arrives, once: a mail is queued with what caused it and sent by the worker to a real SMTP
// server (in this process), with a plain-text part and an HTML part that say why the person got
// it; while the server refuses, the mail waits and is tried again, and arrives exactly once when
// the server takes mail again; a retry after a lost answer carries the same Message-ID; a
// permanent refusal ends the tries; /readyz and /metrics show mail that is behind.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CHANGED_TEST_PASSWORD, createUser, TEST_PASSWORD, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";

const MAIL_FROM = "SkySocial <no-reply@skysocial.test>";
const METRICS_TOKEN = "metrics-token-for-the-scraper-0123";

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await createTestServer(
    { SMTP_URL: smtp.url, MAIL_FROM, METRICS_TOKEN },
    { background: ["mail", "mailCheck"] },
  );
});
afterEach(async () => {
  smtp.refuse(null);
  // every test leaves the queue as it found it: empty
  await server.prisma.mailJob.deleteMany();
  smtp.received.length = 0;
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const emailOf = (user: TestUser) => `${user.username.toLowerCase()}@example.com`;
const changePassword = (user: TestUser) =>
  server.domain.accounts.changePassword(user.viewer, {
    oldPassword: TEST_PASSWORD,
    newPassword: CHANGED_TEST_PASSWORD,
    confirmPassword: CHANGED_TEST_PASSWORD,
  });
const pendingJobs = () => server.prisma.mailJob.findMany({ orderBy: { createdAt: "asc" } });
const CHANGED = "Your SkySocial password was changed";
/** The notices of a password change that reached `user` (sign-up's own mail aside). */
const noticesTo = (user: TestUser) => smtp.to(emailOf(user)).filter((mail) => mail.subject === CHANGED);
/** A new account, once its sign-up mail has gone: the queue is empty again. */
const quietUser = async () => {
  const user = await createUser(server);
  await eventually(async () => expect(await pendingJobs()).toEqual([]));
  return user;
};
const readyz = async () => (await server.app.inject({ url: "/readyz" })).json();

it("sends a password change's notice: both parts, the product's name and colours, why it came, a link from PUBLIC_URL", async () => {
  const ada = await createUser(server);
  await changePassword(ada);
  const [mail] = await eventually(() => {
    const mails = noticesTo(ada);
    expect(mails).toHaveLength(1);
    return mails;
  });
  expect(mail!.from?.value).toEqual([{ name: "SkySocial", address: "no-reply@skysocial.test" }]);
  expect(mail!.messageId).toMatch(/^<[0-9a-f-]{36}@skysocial\.test>$/);
  expect(mail!.headers.get("auto-submitted")).toBe("auto-generated");
  const text = mail!.text!;
  expect(text).toContain(`@${ada.username} was just changed in Settings`);
  expect(text).toContain("You got this mail because the password of your SkySocial account");
  expect(linkIn(mail!, "/forgot-password").origin).toBe("http://skysocial.test");
  const html = String(mail!.html);
  expect(html).toContain("SkySocial");
  expect(html).toContain("#0369a1"); // the web client's brand-600, behind the button
  expect(html).toContain(`href="http://skysocial.test/forgot-password"`);
  expect(html).toContain("You got this mail because");
  // sent, the job is gone (and the link it held with it)
  await eventually(async () => expect(await pendingJobs()).toEqual([]));
});

it("a name that looks like markup stays text in the HTML part", async () => {
  const eve = await createUser(server);
  await server.prisma.user.update({ where: { id: eve.id }, data: { name: `<img src=x onerror=alert(1)> & "Eve"` } });
  await changePassword(eve);
  const [mail] = await eventually(() => {
    const mails = noticesTo(eve);
    expect(mails).toHaveLength(1);
    return mails;
  });
  expect(String(mail!.html)).not.toContain("<img src=x");
  expect(String(mail!.html)).toContain("&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Eve&quot;");
  expect(mail!.text).toContain(`Hi <img src=x onerror=alert(1)> & "Eve",`);
});

it("keeps mail while the SMTP server refuses it, retries with growing pauses, and delivers each mail exactly once when it takes mail again", async () => {
  const people = [await quietUser(), await quietUser(), await quietUser()];
  smtp.received.length = 0;
  smtp.refuse("temporarily");
  for (const person of people) await changePassword(person);

  // each mail was tried, refused, and tried again: it waits in the queue, its next try later
  await eventually(async () => {
    const jobs = await pendingJobs();
    expect(jobs).toHaveLength(3);
    for (const job of jobs) expect(job.attempts).toBeGreaterThanOrEqual(2);
  });
  const jobs = await pendingJobs();
  for (const job of jobs) {
    expect(job.lastError).toMatch(/421|try again later/i);
    expect(job.nextAttemptAt.getTime()).toBeGreaterThan(job.createdAt.getTime());
  }
  expect(smtp.received).toHaveLength(0);
  await eventually(async () => expect((await readyz()).mail).toMatchObject({ pending: 3 }), { interval: 200 });

  smtp.refuse(null);
  await eventually(async () => expect(await pendingJobs()).toEqual([]));
  for (const person of people) expect(noticesTo(person)).toHaveLength(1);
  expect(new Set(smtp.received.map((mail) => mail.messageId)).size).toBe(3);
  // and nothing more comes: the queue is empty, every job gone
  expect(smtp.received).toHaveLength(3);
  await eventually(async () => expect((await readyz()).mail).toEqual({ pending: 0, oldestMs: null }), {
    interval: 200,
  });

  const metrics = await server.app.inject({ url: "/metrics", headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(metrics.body).toMatch(/skysocial_mails_sent_total\{kind="passwordChanged"\} [3-9]/);
  expect(metrics.body).toMatch(/skysocial_mail_send_failures_total\{kind="passwordChanged",outcome="retried"\} \d+/);
  expect(metrics.body).toContain("skysocial_mail_pending 0");
});

it("sends a retry with the same Message-ID when the server's answer to a mail was lost", async () => {
  const bob = await quietUser();
  smtp.failAfterNextData();
  await changePassword(bob);
  await eventually(async () => {
    expect(await pendingJobs()).toEqual([]);
    expect(noticesTo(bob)).toHaveLength(2);
  });
  const [first, retry] = noticesTo(bob);
  expect(retry!.messageId).toBe(first!.messageId);
  expect(retry!.text).toBe(first!.text);
});

it("stops trying a mail the server refuses for good, keeping the job (without its contents) for the operator", async () => {
  const cyd = await quietUser();
  smtp.received.length = 0;
  smtp.refuse("permanently");
  await changePassword(cyd);
  const [job] = await eventually(async () => {
    const jobs = await pendingJobs();
    expect(jobs[0]?.failedAt).toBeInstanceOf(Date);
    return jobs;
  });
  expect(job).toMatchObject({ attempts: 1, data: {}, to: emailOf(cyd) });
  expect(job!.lastError).toMatch(/550/);
  smtp.refuse(null);
  await server.domain.mailWorker.wake();
  expect(smtp.received).toHaveLength(0);
  await eventually(async () => expect((await readyz()).mail).toEqual({ pending: 0, oldestMs: null }), {
    interval: 200,
  });
});

describe("/readyz", () => {
  it("says degraded (still 200) once the oldest mail has waited past a minute", async () => {
    const dee = await quietUser();
    smtp.refuse("temporarily");
    await changePassword(dee);
    await server.prisma.$executeRaw`UPDATE "MailJob" SET "createdAt" = clock_timestamp() - interval '2 minutes'`;
    const res = await eventually(
      async () => {
        const res = await server.app.inject({ url: "/readyz" });
        expect(res.json().degraded).toContain("mail");
        return res;
      },
      { interval: 200 },
    );
    expect(res.statusCode).toBe(server.config.redis ? res.statusCode : 200);
    expect(res.json().mail.oldestMs).toBeGreaterThanOrEqual(120_000);
  });
});
