// Every response carries nosniff and the Permissions-Policy, whoever answers it (Fastify's
// routes, its 404s and errors, Socket.IO's long-polling and its refusals), and
// Strict-Transport-Security once PUBLIC_URL is https. Over real HTTP: the headers are set on the
// server's raw responses, which app.inject does not pass through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { listen } from "../realtime/socket-client.ts";

const REQUESTS: [string, RequestInit?][] = [
  [
    "/graphql",
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    },
  ],
  ["/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: "{ not json" }],
  ["/api/v1/users"], // 401, no token
  ["/api/v1/no-such-route"],
  ["/uploads/nothing-here.webp"],
  ["/healthz"],
  ["/socket.io/?EIO=4&transport=polling"],
  ["/socket.io/?EIO=4&transport=polling", { headers: { origin: "https://elsewhere.example" } }], // refused handshake
];

async function headersOfEveryAnswer(baseUrl: string) {
  return Promise.all(
    REQUESTS.map(async ([path, init]) => {
      const response = await fetch(`${baseUrl}${path}`, init);
      await response.arrayBuffer();
      return { path, status: response.status, headers: response.headers };
    }),
  );
}

describe.each([
  ["https", "https://sky.example", "max-age=31536000"],
  ["http", "http://skysocial.test", null],
])("with PUBLIC_URL on %s", (_scheme, publicUrl, strictTransportSecurity) => {
  let server: TestServer;
  let baseUrl: string;
  beforeAll(async () => {
    server = await createTestServer({ PUBLIC_URL: publicUrl });
    baseUrl = await listen(server);
  });
  afterAll(() => server.close());

  it("sends nosniff and a Permissions-Policy that turns the powerful features but passkeys off on every answer", async () => {
    const answers = await headersOfEveryAnswer(baseUrl);
    expect(new Set(answers.map((a) => a.status)).size).toBeGreaterThan(3); // successes, refusals and errors alike
    for (const { path, status, headers } of answers) {
      const what = `${path} (${status})`;
      expect(headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(headers.get("permissions-policy"), what).toMatch(/(^|, )camera=\(\)/);
      for (const feature of ["microphone", "geolocation", "payment", "usb"])
        expect(headers.get("permissions-policy"), what).toContain(`${feature}=()`);
      // passkeys: the app's own pages, and no frame of another site
      for (const feature of ["publickey-credentials-get", "publickey-credentials-create"])
        expect(headers.get("permissions-policy"), what).toContain(`${feature}=(self)`);
      expect(headers.get("strict-transport-security"), what).toBe(strictTransportSecurity);
    }
  });
});
