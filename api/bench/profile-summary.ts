// Summarizes a V8 .cpuprofile (from --cpu-prof): self time by package / file and the top
// functions. Usage: tsx api/bench/profile-summary.ts <file.cpuprofile> [top=25] [function whose callers to show...]
import fs from "node:fs";

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** node_modules package, "app:<dir>" for the project's own code, or node internals */
export function bucketOf(url: string): string {
  if (!url) return "(native/VM)";
  const modules = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (modules) return modules[1]!;
  const app = /\/api\/(src|bench)\/([^/]+)/.exec(url);
  if (app) return `app:${app[1]}/${app[2]}`;
  if (url.startsWith("node:")) return "node:internal";
  return url;
}

const frame = (n: ProfileNode) =>
  `${n.callFrame.functionName || "(anonymous)"}${n.callFrame.url ? ` ${n.callFrame.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/api\//, "api/")}:${n.callFrame.lineNumber + 1}` : ""}`;

/** Who calls `name`: self time of its nodes grouped by their callers' chain (depth levels up). */
function callers(profile: Profile, self: Map<number, number>, name: string, depth: number, top: number) {
  const parent = new Map<number, ProfileNode>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n);
  const chains = new Map<string, number>();
  let total = 0;
  for (const n of profile.nodes) {
    if (n.callFrame.functionName !== name) continue;
    const us = self.get(n.id) ?? 0;
    total += us;
    const chain: string[] = [];
    for (let p = parent.get(n.id), d = 0; p && d < depth; p = parent.get(p.id), d++) chain.push(frame(p));
    const key = chain.join("\n      <- ");
    chains.set(key, (chains.get(key) ?? 0) + us);
  }
  console.log(`\ncallers of ${name} (${(total / 1e3).toFixed(0)} ms self):`);
  for (const [chain, us] of [...chains].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`  ${((us / Math.max(1, total)) * 100).toFixed(1).padStart(5)}%  <- ${chain}`);
}

function summarize(file: string, top: number, callersOf: string[]) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8")) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const buckets = new Map<string, number>();
  const functions = new Map<string, number>();
  for (const [id, us] of self) {
    const node = byId.get(id)!;
    const { functionName, url, lineNumber } = node.callFrame;
    const bucket =
      functionName === "(idle)" || functionName === "(program)" || functionName === "(garbage collector)"
        ? functionName
        : bucketOf(url);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const key = `${functionName || "(anonymous)"} ${url ? `${url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/api\//, "api/")}:${lineNumber + 1}` : ""}`;
    functions.set(key, (functions.get(key) ?? 0) + us);
  }
  const busy = total - (buckets.get("(idle)") ?? 0);
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(
    `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (shares below are of busy time)`,
  );
  console.log(`\nself time by package:`);
  for (const [bucket, us] of [...buckets]
    .filter(([b]) => b !== "(idle)")
    .sort((a, b) => b[1] - a[1])
    .slice(0, top))
    console.log(`  ${pct(us)}  ${bucket}`);
  console.log(`\ntop functions (self):`);
  for (const [fn, us] of [...functions]
    .sort((a, b) => b[1] - a[1])
    .filter(([f]) => !f.startsWith("(idle)"))
    .slice(0, top))
    console.log(`  ${pct(us)}  ${fn}`);
  for (const name of callersOf) callers(profile, self, name, Number(process.env.DEPTH ?? 4), 8);
}

const [file, top, ...callersOf] = process.argv.slice(2);
if (!file) {
  console.error("usage: tsx api/bench/profile-summary.ts <file.cpuprofile> [top]");
  process.exit(2);
}
summarize(file, Number(top ?? 25), callersOf);
