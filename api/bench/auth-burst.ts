// `npm run bench:auth-burst`: what a burst of log-ins costs everyone else. The real server runs
// in a child process (BCRYPT_ROUNDS 10, as deployed); the parent sends other requests (a signed-in
// GraphQL query) at a steady pace, open loop, first on a quiet server, then while a burst of
// log-ins (200 at once by default) is answered, and prints the other requests' latency in both
// and the ratio of their p99s (target: at most 2). Ratios, not times: machines differ.
import http from "node:http";
import os from "node:os";
import { parseArgs } from "node:util";
import { PASSWORD_THREADS } from "../src/domain/auth/passwords.ts";
import { forkIpcChild } from "./ipc-child.ts";

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

type Request = { id: number; type: "close" };
const server = await forkIpcChild<Request>("api server", new URL("./auth-burst/server-process.ts", import.meta.url), [
  values["database-url"],
  values.rounds,
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

function graphql<T>(query: string, variables: object, opts: { token?: string; agent?: http.Agent } = {}): Promise<T> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${url}/graphql`,
      {
        method: "POST",
        agent: opts.agent ?? pacedAgent,
        headers: {
          "content-type": "application/json",
          "x-graphql-yoga-csrf": "1",
          ...(opts.token && { authorization: `Bearer ${opts.token}` }),
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          const answer = JSON.parse(text) as { data?: T; errors?: unknown[] };
          if (response.statusCode !== 200 || answer.errors || !answer.data)
            reject(new Error(`GraphQL answered ${response.statusCode}: ${text}`));
          else resolve(answer.data);
        });
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

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
async function paced(until: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  const inFlight: Promise<void>[] = [];
  let done = false;
  void until.then(() => (done = true));
  const interval = 1000 / rate;
  const start = performance.now();
  for (let i = 0; !done; i++) {
    const sent = performance.now();
    inFlight.push(
      graphql(OTHER, {}, { token: tokens[i % tokens.length] }).then(
        () => void latencies.push(performance.now() - sent),
      ),
    );
    const next = start + (i + 1) * interval;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())));
  }
  await Promise.all(inFlight);
  return latencies;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { count: sorted.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1)! };
}

// warm-up: JIT, prepared statements, the password threads
await paced(new Promise((resolve) => setTimeout(resolve, 2_000)));
await Promise.all(
  usernames.slice(0, 4).map((username) => graphql(LOG_IN, { input: { username, password: PASSWORD } })),
);

const quiet = summary(await paced(new Promise((resolve) => setTimeout(resolve, quietSeconds * 1000))));
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
const during = summary(await paced(burst));
const burstSeconds = (performance.now() - burstStart) / 1000;
await server.call({ type: "close" });
pacedAgent.destroy();
burstAgent.destroy();

const row = (name: string, s: ReturnType<typeof summary>) =>
  `${name.padEnd(22)}${String(s.count).padStart(9)}${s.p50.toFixed(1).padStart(9)}${s.p99.toFixed(1).padStart(9)}${s.max.toFixed(1).padStart(9)}`;
const ratio = during.p99 / quiet.p99;
console.log(`
Log-in burst: ${logins} log-ins at once; other requests (${OTHER}) at ${rate}/s, open loop
server: BCRYPT_ROUNDS ${values.rounds}, ${PASSWORD_THREADS} password thread(s) on ${os.availableParallelism()} cores, ${values["database-url"].split("?")[0]}

${"other requests".padEnd(22)}${"count".padStart(9)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"max ms".padStart(9)}
${row("quiet", quiet)}
${row("during the burst", during)}

p99 during the burst / quiet: ${ratio.toFixed(2)} (target <= 2: ${ratio <= 2 ? "met" : "NOT met"})
burst: ${loggedIn} of ${logins} log-ins succeeded in ${burstSeconds.toFixed(1)} s (${(logins / burstSeconds).toFixed(1)} per second)`);
