// What a node's heap gained between two snapshots of the same process (the soak's
// --heap-snapshots), where DevTools' Comparison view cannot go: files of hundreds of megabytes, a
// terminal. `npx tsx api/bench/heap/heap-diff.ts <earlier.heapsnapshot> <later.heapsnapshot>`
// (with --max-old-space-size=8192 in NODE_OPTIONS for big ones) prints:
//
// 1. the heap by kind (type and constructor) in both, largest growth first;
// 2. the objects the later one holds that were made after the earlier one was taken (V8 numbers
//    objects as it first reports them, and keeps the numbers for the process's life), by kind;
// 3. for the largest groups of those, how a few of them are held: the shortest path from the GC
//    roots, which names the Map, the array or the closure that keeps them.
import { edgeLabel, kindOf, readHeapSnapshot, type HeapSnapshot } from "./heap-snapshot.ts";

const [earlierFile, laterFile, topArg] = process.argv.slice(2);
if (!earlierFile || !laterFile) {
  console.error("usage: heap-diff.ts <earlier.heapsnapshot> <later.heapsnapshot> [rows, default 25]");
  process.exit(2);
}
const TOP = Number(topArg ?? 25);
const PATHS_FOR = 8;
const SAMPLES_PER_GROUP = 3;
/** distinct steps of a path shown at most (a repeated step counts once) */
const MAX_STEPS = 24;
const KB = 1024;

interface Group {
  count: number;
  size: number;
}

function byKind(s: HeapSnapshot, include: (n: number) => boolean = () => true): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (let n = 0; n < s.nodeCount; n++) {
    if (!include(n)) continue;
    const kind = kindOf(s, n);
    const group = groups.get(kind) ?? { count: 0, size: 0 };
    group.count++;
    group.size += s.selfSize[n]!;
    groups.set(kind, group);
  }
  return groups;
}

const total = (groups: Map<string, Group>) => [...groups.values()].reduce((sum, g) => sum + g.size, 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(10);

/** Each node's distance from the GC roots along strong edges, and one retainer on a shortest path. */
function shortestRetainers(s: HeapSnapshot): Int32Array {
  const weak = s.edgeTypes.indexOf("weak");
  const via = new Int32Array(s.nodeCount).fill(-1);
  const seen = new Uint8Array(s.nodeCount);
  let frontier = [0];
  seen[0] = 1;
  while (frontier.length) {
    const next: number[] = [];
    for (const n of frontier)
      for (let e = s.firstEdge[n]!; e < s.firstEdge[n + 1]!; e++) {
        if (s.edgeType[e] === weak) continue;
        const to = s.edgeTo[e]!;
        if (seen[to]) continue;
        seen[to] = 1;
        via[to] = e;
        next.push(to);
      }
    frontier = next;
  }
  return via;
}

/** The path from the GC roots to `node`, nearest holder first; a step repeated (a list's links) is shown once with its count. */
function pathOf(s: HeapSnapshot, via: Int32Array, edgeFrom: Uint32Array, node: number): string {
  const steps: { step: string; times: number }[] = [];
  for (let n = node; via[n]! >= 0 && steps.length < MAX_STEPS;) {
    const e = via[n]!;
    const step = `${kindOf(s, edgeFrom[e]!)} .${edgeLabel(s, e)}`;
    const last = steps.at(-1);
    if (last?.step === step) last.times++;
    else steps.push({ step, times: 1 });
    n = edgeFrom[e]!;
  }
  if (!steps.length) return "(not reachable by strong edges)";
  return steps.map(({ step, times }) => (times > 1 ? `${step}  (x${times})` : step)).join("\n        <- ");
}

const earlier = readHeapSnapshot(earlierFile);
const later = readHeapSnapshot(laterFile);
const before = byKind(earlier);
const after = byKind(later);
console.log(`heap: ${kb(total(before))} KB -> ${kb(total(after))} KB (self sizes of every object)\n`);

console.log(
  `1. by kind, largest growth first\n${"KB before".padStart(10)} ${"KB after".padStart(10)} ${"count +/-".padStart(10)}  kind`,
);
const kinds = [...new Set([...before.keys(), ...after.keys()])];
const growth = (kind: string) => (after.get(kind)?.size ?? 0) - (before.get(kind)?.size ?? 0);
for (const kind of kinds.sort((x, y) => growth(y) - growth(x)).slice(0, TOP)) {
  const b = before.get(kind) ?? { count: 0, size: 0 };
  const a = after.get(kind) ?? { count: 0, size: 0 };
  console.log(`${kb(b.size)} ${kb(a.size)} ${String(a.count - b.count).padStart(10)}  ${kind}`);
}

let newestEarlier = 0;
for (let n = 0; n < earlier.nodeCount; n++) newestEarlier = Math.max(newestEarlier, earlier.id[n]!);
const isNew = (n: number) => later.id[n]! > newestEarlier;
const made = byKind(later, isNew);
console.log(`\n2. made since the earlier snapshot and still held: ${kb(total(made))} KB`);
const largest = [...made.entries()].sort((x, y) => y[1].size - x[1].size).slice(0, TOP);
for (const [kind, group] of largest) console.log(`${kb(group.size)} KB ${String(group.count).padStart(9)}  ${kind}`);

console.log(`\n3. how the largest groups of those are held (shortest path from the GC roots)`);
const via = shortestRetainers(later);
const edgeFrom = new Uint32Array(later.edgeTo.length);
for (let n = 0; n < later.nodeCount; n++)
  for (let e = later.firstEdge[n]!; e < later.firstEdge[n + 1]!; e++) edgeFrom[e] = n;
for (const [kind] of largest.slice(0, PATHS_FOR)) {
  const samples: number[] = [];
  // spread over the group: the first, a middle and the last of them
  const members: number[] = [];
  for (let n = 0; n < later.nodeCount; n++) if (isNew(n) && kindOf(later, n) === kind) members.push(n);
  for (let i = 0; i < SAMPLES_PER_GROUP && members.length; i++)
    samples.push(members[Math.floor((i * (members.length - 1)) / Math.max(1, SAMPLES_PER_GROUP - 1))]!);
  console.log(`\n  ${kind}`);
  for (const node of new Set(samples))
    console.log(`    #${later.id[node]}\n        <- ${pathOf(later, via, edgeFrom, node)}`);
}
