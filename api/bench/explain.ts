// EXPLAIN (ANALYZE, BUFFERS) of a recorded statement, as the server would run it: once with the
// parameters bound (a custom plan) and once as a prepared statement forced to its generic plan
// (what a named prepared statement - Prisma's adapter here names them - may switch to after
// five executions).
import type pg from "pg";
import type { RecordedStatement } from "./sql-recorder.ts";
import type { Target } from "./targets.ts";

const planText = (rows: Record<string, string>[]) => rows.map((row) => row["QUERY PLAN"]).join("\n");

export async function explainCustom(client: pg.Client, statement: RecordedStatement): Promise<string> {
  const { rows } = await client.query({
    text: `EXPLAIN (ANALYZE, BUFFERS) ${statement.text}`,
    values: statement.values,
  });
  return planText(rows);
}

function literal(client: pg.Client, value: unknown): string {
  if (value === null || value === undefined) return "NULL";
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map((v) => JSON.stringify(String(v))).join(",")}}`);
  return client.escapeLiteral(String(value));
}

export async function explainGeneric(client: pg.Client, statement: RecordedStatement): Promise<string> {
  await client.query(`DEALLOCATE ALL`);
  await client.query(`PREPARE bench_explain AS ${statement.text}`);
  await client.query(`SET plan_cache_mode = force_generic_plan`);
  try {
    const args = statement.values.map((v) => literal(client, v)).join(", ");
    const { rows } = await client.query(`EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_explain${args ? `(${args})` : ""}`);
    return planText(rows);
  } finally {
    await client.query(`RESET plan_cache_mode`);
    await client.query(`DEALLOCATE bench_explain`);
  }
}

/** The statement's text with its parameters written in, for a reader (not for running). */
export function inlined(statement: RecordedStatement): string {
  return statement.text.replace(/\$(\d+)/g, (match, n: string) => {
    const value = statement.values[Number(n) - 1];
    if (value === undefined) return match;
    return typeof value === "number"
      ? String(value)
      : `'${String(value instanceof Date ? value.toISOString() : value)}'`;
  });
}

/** What EXPLAIN can take: a page's reads. */
const READS = /^\s*(SELECT|WITH)\b/i;

/**
 * Records the SQL one request makes the API send (after the requests a load run left in flight
 * have drained) and explains each statement, then the floor's statement for the same viewer.
 */
export async function explainPage(
  db: pg.Client,
  api: Target,
  headers: Record<string, string>,
  body: string,
  floorStatement: RecordedStatement,
): Promise<{ statements: number; plans: string[] }> {
  for (let last = -1, now = await api.statements(); now !== last; last = now, now = await api.statements())
    await new Promise((resolve) => setTimeout(resolve, 300));
  const recorded = await api.record(headers, body);
  const plans: string[] = [];
  for (const [n, statement] of recorded.statements.entries()) {
    // the process's background work (a sweeper's transaction) may fall in the recorded moment:
    // EXPLAIN reads only, and says what else went by
    if (!READS.test(statement.text)) {
      plans.push(
        `--- (a) statement ${n + 1}/${recorded.statements.length}: ${statement.text.slice(0, 60)} (not a read; not explained)`,
      );
      continue;
    }
    plans.push(
      `--- (a) statement ${n + 1}/${recorded.statements.length}\n${inlined(statement)}\n` +
        `-- custom plan (parameters bound):\n${await explainCustom(db, statement)}\n` +
        `-- generic plan (a named prepared statement may switch to it after 5 runs):\n${await explainGeneric(db, statement)}`,
    );
  }
  plans.push(
    `--- (b) floor statement\n${inlined(floorStatement)}\n-- custom plan:\n${await explainCustom(db, floorStatement)}\n` +
      `-- generic plan:\n${await explainGeneric(db, floorStatement)}`,
  );
  return { statements: recorded.statements.filter((statement) => READS.test(statement.text)).length, plans };
}
