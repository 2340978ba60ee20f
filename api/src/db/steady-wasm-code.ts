// PGlite runs PostgreSQL as WebAssembly. On Node 24 (V8 13.6) a process that compiles, tiers up
// and frees PGlite's code can abort in V8's JIT-page bookkeeping ("Check failed:
// jit_page_->allocations_.erase(addr) == 1" in ThreadIsolation::UnregisterWasmAllocation; seen
// once in our CI, reported upstream as nodejs/node#64500). The abort comes from freeing code that
// tier-up replaced (wasm code GC). Keeping that code costs a few megabytes per PGlite instance and
// takes the freeing path away. Test workers also get the flag on their command line (see
// api/vitest.config.ts); this covers the server, which opens PGlite in the process `npm start` runs.
import v8 from "node:v8";

v8.setFlagsFromString("--no-wasm-code-gc");
