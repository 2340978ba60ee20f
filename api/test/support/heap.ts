// The heap a test process keeps, measured after a full garbage collection, for tests that show
// an attack leaves nothing behind. `gc` is exposed at run time rather than by a flag on every
// test worker.
import v8 from "node:v8";
import vm from "node:vm";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

export function heapUsedAfterGc(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

export const MB = 1024 * 1024;
