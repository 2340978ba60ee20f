// `npm run bench:auth-burst`: what a burst of log-ins costs everyone else. The real server runs
// in a child process (BCRYPT_ROUNDS 10, as deployed); the parent sends other requests (a signed-in
// GraphQL query) at a steady pace, open loop: first on a quiet server, then during a reference
// burst (as many signed-in `viewer` queries, sent at once the same way: a burst that does no
// password work), then during a burst of log-ins (200 at once by default). It prints the other
// requests' latency in all three and the ratio of their p99 during the log-in burst to that during
// the reference burst (target: at most 2): what the password work itself costs others, not what
// any 200 requests at once would. The ratio to the quiet run is printed too. Ratios, not times.
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { PASSWORD_THREADS } from "../src/domain/auth/passwords.ts";
import type { ApiServerRequest } from "./api-server-process.ts";
import { forkIpcChild } from "./ipc-child.ts";
import { dataOf, paced, postGraphQL, seconds, summary, summaryHeader, summaryRow } from "./open-loop.ts";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string", default: process.env.BENCH_DATABASE_URL ?? "pglite:memory" },
    logins: { type: "string", default: "200" },
    rate: { type: "string", default: "20" },
    quiet: { type: "string", default: "10" },
    rounds: { type: "string", default: "10" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(`Usage: npm run bench:auth-burst -- [--logins 200] [--rate 20] [--quiet 10] [--rounds 10] [--database-url URL]
  --logins        log-ins sent at once in the burst
  --rate          other requests per second, before and during the burst
  --quiet         seconds of the quiet measurement
  --rounds        BCRYPT_ROUNDS of the server
  --database-url  pglite:memory (default) or postgres://... (a database of its own: the server migrates it)`);
  process.exit(0);
}
const logins = Number(values.logins);
const rate = Number(values.rate);
const quietSeconds = Number(values.quiet);
const ACCOUNTS = 20;
const PASSWORD = "a benchmark passphrase";

const server = await forkIpcChild<ApiServerRequest>("api server", new URL("./api-server-process.ts", import.meta.url), [
  values["database-url"],
  JSON.stringify({
    BCRYPT_ROUNDS: values.rounds,
    // a burst from one address is what the benchmark sends: the per-client budget is not what it measures
    AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
  }),
]);
const { url } = server.ready as { url: string };
// a failure below ends the run: the server goes with it
process.on("exit", () => server.child.kill());

/**
 * Connections of their own for the paced requests and for the burst: a request waits for the
 * server, never behind the other kind in the client.
 */
const pacedAgent = new http.Agent({ keepAlive: true, maxSockets: 32 });
const burstAgent = new http.Agent({ keepAlive: true, maxSockets: logins });

const graphql = async <T>(query: string, variables: object, opts: { token?: string; agent?: http.Agent } = {}) =>
  dataOf(await postGraphQL<T>(`${url}/graphql`, opts.agent ?? pacedAgent, query, variables, opts.token));

const SIGN_UP = `mutation ($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpPayload { token } } }`;
const LOG_IN = `mutation ($input: LogInInput!) { logIn(input: $input) { __typename ... on LogInPayload { token } } }`;
const OTHER = `{ viewer { id username } }`;

const usernames = Array.from({ length: ACCOUNTS }, (_, i) => `burst_${i}`);
const tokens: string[] = [];
for (const username of usernames) {
  const data = await graphql<{ signUp: { __typename: string; token?: string } }>(SIGN_UP, {
    input: { name: `Burst ${username}`, username, email: `${username}@bench.skysocial.test`, password: PASSWORD },
  });
  if (!data.signUp.token) throw new Error(`sign-up answered ${data.signUp.__typename}`);
  tokens.push(data.signUp.token);
}

/** Sends the other request at `rate` per second until `until` resolves; each one's latency in ms. */
async function otherRequests(until: Promise<unknown>): Promise<number[]> {
  const { latencies, failures } = await paced(rate, until, (i) =>
    graphql(OTHER, {}, { token: tokens[i % tokens.length] }),
  );
  if (failures) throw new Error(`${failures} of the other requests failed`);
  return latencies;
}

// warm-up: JIT, prepared statements, the password threads
await otherRequests(seconds(2));
await Promise.all(
  usernames.slice(0, 4).map((username) => graphql(LOG_IN, { input: { username, password: PASSWORD } })),
);

const quiet = summary(await otherRequests(seconds(quietSeconds)));
// the reference: as many requests at once, on the burst's connections, with no password work
const reference = summary(
  await otherRequests(
    Promise.all(
      Array.from({ length: logins }, (_, i) =>
        graphql(OTHER, {}, { token: tokens[i % tokens.length], agent: burstAgent }),
      ),
    ),
  ),
);
const burstStart = performance.now();
let loggedIn = 0;
const burst = Promise.all(
  Array.from({ length: logins }, (_, i) =>
    graphql<{ logIn: { __typename: string } }>(
      LOG_IN,
      { input: { username: usernames[i % ACCOUNTS], password: PASSWORD } },
      { agent: burstAgent },
    ).then((data) => void (data.logIn.__typename === "LogInPayload" && loggedIn++)),
  ),
);
const during = summary(await otherRequests(burst));
const burstSeconds = (performance.now() - burstStart) / 1000;
await server.call({ type: "close" });
pacedAgent.destroy();
burstAgent.destroy();

const ratio = during.p99 / reference.p99;
console.log(`
Log-in burst: ${logins} log-ins at once; other requests (${OTHER}) at ${rate}/s, open loop
reference burst: ${logins} signed-in ${OTHER} queries at once, the same way (no password work)
server: BCRYPT_ROUNDS ${values.rounds}, ${PASSWORD_THREADS} password thread(s) on ${os.availableParallelism()} cores, ${values["database-url"].split("?")[0]}

${summaryHeader("other requests", 28)}
${summaryRow("quiet", quiet, 28)}
${summaryRow("during the reference burst", reference, 28)}
${summaryRow("during the log-in burst", during, 28)}

p99 during the log-in burst / during the reference burst: ${ratio.toFixed(2)} (target <= 2: ${ratio <= 2 ? "met" : "NOT met"})
p99 during the log-in burst / quiet: ${(during.p99 / quiet.p99).toFixed(2)} (the target of earlier runs)
burst: ${loggedIn} of ${logins} log-ins succeeded in ${burstSeconds.toFixed(1)} s (${(logins / burstSeconds).toFixed(1)} per second)`);
