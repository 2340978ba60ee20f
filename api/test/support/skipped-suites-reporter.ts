// Says at the end of a run which tests did not run for want of PostgreSQL or Redis: the suites
// that need them are skipped (describe.skipIf / it.skipIf) when TEST_DATABASE_URL or REDIS_URL
// is unset, and a green run should not look like more than it checked.
import fs from "node:fs";
import type { Reporter, TestModule } from "vitest/node";

const SERVICES = { TEST_DATABASE_URL: "PostgreSQL", REDIS_URL: "Redis" } as const;
type Service = keyof typeof SERVICES;

/** The unset variables a file's skip conditions read. */
function missingServicesOf(file: string): Service[] {
  const source = fs.readFileSync(file, "utf8");
  if (!/skipIf\(/.test(source)) return [];
  return (Object.keys(SERVICES) as Service[]).filter(
    (name) => !process.env[name] && source.includes(`process.env.${name}`),
  );
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

export default class SkippedSuitesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const needing: { file: string; skipped: number; services: Service[] }[] = [];
    for (const module of testModules) {
      const skipped = [...module.children.allTests("skipped")].length;
      const services = skipped ? missingServicesOf(module.moduleId) : [];
      if (services.length) needing.push({ file: module.relativeModuleId, skipped, services });
    }
    if (!needing.length) return;
    const tests = needing.reduce((sum, n) => sum + n.skipped, 0);
    const unset = [...new Set(needing.flatMap((n) => n.services))];
    const lines = [
      "",
      `Skipped ${count(tests, "test")} in ${count(needing.length, "file")} that need ${unset.map((name) => `${SERVICES[name]} (${name})`).join(" or ")}:`,
      ...needing.map((n) => `  ${n.file}: ${n.skipped} (${n.services.join(", ")})`),
      `Run with ${unset.map((name) => (name === "REDIS_URL" ? "REDIS_URL=redis://127.0.0.1:6379" : "TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test")).join(" ")} to include them (README: Running on PostgreSQL and Redis).`,
      "",
    ];
    process.stdout.write(lines.join("\n") + "\n");
  }
}
