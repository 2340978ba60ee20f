// Reads a V8 heap snapshot (.heapsnapshot, as v8.writeHeapSnapshot writes it) into flat typed
// arrays. A snapshot of a busy node runs to hundreds of megabytes, past what one JavaScript string
// (and so JSON.parse of the whole file) can hold: the numeric arrays are scanned from the bytes,
// and only the strings table goes through JSON.parse.
import fs from "node:fs";

export interface HeapSnapshot {
  nodeCount: number;
  /** per node: its type's index in `nodeTypes`, its name (an index into `strings`), id, self size */
  type: Uint8Array;
  name: Uint32Array;
  id: Uint32Array;
  selfSize: Float64Array;
  /** per node: where its edges start in the edge arrays (its count is the next node's start less its own) */
  firstEdge: Uint32Array;
  /** per edge: its type's index in `edgeTypes`, its name (a string index, or an element index), the node it leads to */
  edgeType: Uint8Array;
  edgeName: Uint32Array;
  edgeTo: Uint32Array;
  nodeTypes: string[];
  edgeTypes: string[];
  strings: string[];
}

interface Meta {
  node_fields: string[];
  node_types: [string[], ...unknown[]];
  edge_fields: string[];
  edge_types: [string[], ...unknown[]];
}

/** The numbers of the JSON array that starts after `key` (e.g. `"nodes":[`) in `bytes`. */
function numbersAfter(bytes: Buffer, key: string): Float64Array {
  const start = bytes.indexOf(key);
  if (start < 0) throw new Error(`heap snapshot: no ${key}`);
  const end = bytes.indexOf("]", start + key.length);
  let values = new Float64Array(1 << 20);
  let count = 0;
  let value = 0;
  let inNumber = false;
  for (let at = start + key.length; at <= end; at++) {
    const c = bytes[at]!;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
      continue;
    }
    if (!inNumber) continue;
    if (count === values.length) {
      const grown = new Float64Array(values.length * 2);
      grown.set(values);
      values = grown;
    }
    values[count++] = value;
    value = 0;
    inNumber = false;
  }
  return values.subarray(0, count);
}

export function readHeapSnapshot(file: string): HeapSnapshot {
  const bytes = fs.readFileSync(file);
  const metaStart = bytes.indexOf('"meta":');
  const metaEnd = bytes.indexOf('"node_count"');
  const meta = JSON.parse(
    bytes
      .subarray(metaStart + 7, metaEnd)
      .toString("utf8")
      .replace(/,\s*$/, ""),
  ) as Meta;
  const nodes = numbersAfter(bytes, '"nodes":[');
  const edges = numbersAfter(bytes, '"edges":[');
  const stringsAt = bytes.indexOf('"strings":[');
  const strings = JSON.parse(bytes.subarray(stringsAt + 10, bytes.lastIndexOf("]") + 1).toString("utf8")) as string[];

  const nf = meta.node_fields.length;
  const field = (name: string) => meta.node_fields.indexOf(name);
  const [typeAt, nameAt, idAt, sizeAt, edgeCountAt] = ["type", "name", "id", "self_size", "edge_count"].map(field);
  const ef = meta.edge_fields.length;
  const [edgeTypeAt, edgeNameAt, toAt] = ["type", "name_or_index", "to_node"].map((f) => meta.edge_fields.indexOf(f));
  const nodeCount = nodes.length / nf;
  const snapshot: HeapSnapshot = {
    nodeCount,
    type: new Uint8Array(nodeCount),
    name: new Uint32Array(nodeCount),
    id: new Uint32Array(nodeCount),
    selfSize: new Float64Array(nodeCount),
    firstEdge: new Uint32Array(nodeCount + 1),
    edgeType: new Uint8Array(edges.length / ef),
    edgeName: new Uint32Array(edges.length / ef),
    edgeTo: new Uint32Array(edges.length / ef),
    nodeTypes: meta.node_types[0],
    edgeTypes: meta.edge_types[0],
    strings,
  };
  let edge = 0;
  for (let n = 0; n < nodeCount; n++) {
    const base = n * nf;
    snapshot.type[n] = nodes[base + typeAt!]!;
    snapshot.name[n] = nodes[base + nameAt!]!;
    snapshot.id[n] = nodes[base + idAt!]!;
    snapshot.selfSize[n] = nodes[base + sizeAt!]!;
    snapshot.firstEdge[n] = edge;
    edge += nodes[base + edgeCountAt!]!;
  }
  snapshot.firstEdge[nodeCount] = edge;
  for (let e = 0; e < snapshot.edgeTo.length; e++) {
    snapshot.edgeType[e] = edges[e * ef + edgeTypeAt!]!;
    snapshot.edgeName[e] = edges[e * ef + edgeNameAt!]!;
    // to_node is an offset into the nodes array
    snapshot.edgeTo[e] = edges[e * ef + toAt!]! / nf;
  }
  return snapshot;
}

/** What a node is, for grouping: its type, and for objects and closures their constructor's or function's name. */
export function kindOf(s: HeapSnapshot, n: number): string {
  const type = s.nodeTypes[s.type[n]!]!;
  if (type === "object" || type === "closure" || type === "native" || type === "hidden" || type === "code")
    return `${type} ${s.strings[s.name[n]!]!.slice(0, 80)}`;
  return `(${type})`;
}

/** An edge's name as DevTools shows it: a property name, or [index] for elements. */
export function edgeLabel(s: HeapSnapshot, e: number): string {
  const type = s.edgeTypes[s.edgeType[e]!]!;
  if (type === "element" || type === "hidden") return `[${s.edgeName[e]}]`;
  return s.strings[s.edgeName[e]!] ?? `?${s.edgeName[e]}`;
}
