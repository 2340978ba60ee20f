// Sign-up says when an email address already has an account (EMAIL_TAKEN; v1: "An account with
// this email already exists."), since the product has no e-mail to tell its owner otherwise
// (docs/security.md). What it costs to probe: a client address is told that a handful of times
// an hour, v1 and GraphQL together; then TOO_MANY_REQUESTS instead of the answer.
import { afterAll, beforeAll, expect, it } from "vitest";
import { TAKEN_EMAIL_ANSWERS_PER_HOUR } from "../../src/domain/domain.ts";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { multipart, newAccount } from "../rest/v1-client.ts";

let server: TestServer;
let owner: TestUser;
beforeAll(async () => {
  server = await createTestServer();
  owner = await createUser(server);
});
afterAll(() => server.close());

const ownersEmail = () => `${owner.username.toLowerCase()}@example.com`;
async function v1SignUp(email: string, remoteAddress: string) {
  const form = await multipart({ ...newAccount({ email }) });
  return server.app.inject({
    method: "POST",
    url: "/api/v1/users/signup",
    remoteAddress,
    payload: form.payload,
    headers: form.headers,
  });
}

it(`tells one client address that an email is taken ${TAKEN_EMAIL_ANSWERS_PER_HOUR} times an hour, v1 and GraphQL together`, async () => {
  const prober = "10.7.0.1";
  for (let i = 0; i < TAKEN_EMAIL_ANSWERS_PER_HOUR; i++) {
    const v1 = await v1SignUp(ownersEmail(), prober);
    expect(v1.json()).toEqual({ status: "error", message: "An account with this email already exists." });
  }
  const refused = await v1SignUp(ownersEmail(), prober);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toMatchObject({ status: "failed" });
  // nor does the next address learn more from it, whichever face
  expect((await v1SignUp("someone.else@example.com", prober)).statusCode).toBe(201);
  const other = await v1SignUp(ownersEmail(), "10.7.0.2");
  expect(other.json()).toEqual({ status: "error", message: "An account with this email already exists." });
});

it("counts GraphQL's answers too", async () => {
  const query =
    "mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on ValidationError { fieldErrors { code } } } }";
  const inject = (email: string) =>
    server.app.inject({
      method: "POST",
      url: "/graphql",
      remoteAddress: "10.7.0.3",
      headers: { "content-type": "application/json", "x-graphql-yoga-csrf": "1" },
      payload: { query, variables: { input: newAccount({ email }) } },
    });
  for (let i = 0; i < TAKEN_EMAIL_ANSWERS_PER_HOUR; i++)
    expect((await inject(ownersEmail())).json().data.signUp).toEqual({
      __typename: "ValidationError",
      fieldErrors: [{ code: "EMAIL_TAKEN" }],
    });
  const refused = (await inject(ownersEmail())).json();
  expect(refused.errors).toMatchObject([{ extensions: { code: "TOO_MANY_REQUESTS" } }]);
});
