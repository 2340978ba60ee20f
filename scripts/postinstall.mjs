// npm's postinstall: on a machine whose Node is older than the project's, fetch the pinned Node
// into .node/ now (scripts/pinned-node.mjs), so that `npm start` and `npm test` need no network;
// then generate the Prisma client on the project's Node, and make the template a new embedded
// database starts from (api/src/db/pglite-template.ts), so that a first start is quick.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { envOnNode, pinnedNodeFor, pinnedVersion, root } from "./pinned-node.mjs";

const say = (line) => console.error(`[skysocial] ${line}`);
const nodeDir = pinnedNodeFor(say);
if (nodeDir)
  say(
    `npm start and npm test will run on Node ${pinnedVersion} from .node/ (this machine's ${process.version} stays as it is)`,
  );
const node = nodeDir ? path.join(nodeDir, "bin", "node") : process.execPath;
const run = (...args) =>
  spawnSync(node, args, { cwd: root, stdio: "inherit", env: nodeDir ? envOnNode(nodeDir) : process.env }).status;

const generated = run(path.join(root, "scripts", "prisma-generate.mjs"));
if (generated !== 0) process.exit(generated ?? 1);
// not a reason to fail the install: a first start makes the template itself when it is missing
if (
  run("--import", "tsx", "--no-wasm-code-gc", path.join(root, "api", "scripts", "prepare-embedded-database.ts")) !== 0
)
  say("could not make the embedded database's template now; the first start will make it");
