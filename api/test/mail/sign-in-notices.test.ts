// A sign-in from a browser and system the account had not used before mails its owner a notice
// (read from a real SMTP server in this process); sign-up, a device used before, and an account
// that turned notices off get none.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { eventually } from "../support/eventually.ts";
import { execute } from "../support/graphql-client.ts";
import { linkIn, startSmtpServer, type TestSmtpServer } from "../support/smtp-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { EDGE_WINDOWS, FIREFOX_LINUX, logInFrom as logInFromOn, SAFARI_IPHONE } from "../support/sign-ins.ts";
import { UpdateSignInNotices } from "../graphql/sign-in-session-operations.ts";

const NOTICE = "New sign-in to your SkySocial account";

let smtp: TestSmtpServer;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await createTestServer(
    { SMTP_URL: smtp.url, MAIL_FROM: "SkySocial <no-reply@skysocial.test>" },
    { background: ["mail"] },
  );
});
afterAll(async () => {
  await server?.close();
  await smtp?.close();
});

const emailOf = (user: TestUser) => `${user.username.toLowerCase()}@example.com`;
const logInFrom = (user: TestUser, userAgent: string) => logInFromOn(server, user, userAgent);
const notices = (user: TestUser) => smtp.to(emailOf(user)).filter((mail) => mail.subject === NOTICE);

describe("new-device notices", () => {
  it("mails one notice per new browser and system, none for sign-up or a device used before", async () => {
    const ada = await createUser(server);
    await logInFrom(ada, FIREFOX_LINUX);
    const mail = await eventually(() => {
      expect(notices(ada)).toHaveLength(1);
      return notices(ada)[0]!;
    });
    expect(mail.text).toContain(`your SkySocial account @${ada.username} was signed in from Firefox on Linux`);
    expect(mail.text).toContain("You got this mail because the SkySocial account");
    expect(mail.html).toContain("Firefox on Linux");
    expect(linkIn(mail, "/settings/devices").origin).toBe("http://skysocial.test");

    await logInFrom(ada, FIREFOX_LINUX); // known now
    await logInFrom(ada, SAFARI_IPHONE); // new: its notice arrives after the one above would have been queued
    await eventually(() => expect(notices(ada)).toHaveLength(2));
    expect(notices(ada)[1]!.text).toContain("signed in from Safari on iOS");
    // the sign-up's own device (fixtures send no User-Agent) was never announced
    expect(
      notices(ada)
        .map((m) => m.text)
        .join(),
    ).not.toContain("unknown browser");
  });

  it("sends none while the account has them turned off", async () => {
    const bob = await createUser(server);
    await execute(server, UpdateSignInNotices, { input: { enabled: false } }, { token: bob.token });
    await logInFrom(bob, FIREFOX_LINUX);
    await execute(server, UpdateSignInNotices, { input: { enabled: true } }, { token: bob.token });
    await logInFrom(bob, EDGE_WINDOWS);
    await eventually(() => expect(notices(bob)).toHaveLength(1));
    expect(notices(bob)[0]!.text).toContain("signed in from Edge on Windows");
    // the device signed in while notices were off is known: no late notice of it either
    await logInFrom(bob, FIREFOX_LINUX);
    await logInFrom(bob, SAFARI_IPHONE);
    await eventually(() => expect(notices(bob)).toHaveLength(2));
    expect(notices(bob).map((m) => m.text!.includes("Firefox"))).toEqual([false, false]);
  });
});
