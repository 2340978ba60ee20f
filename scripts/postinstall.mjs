// npm's postinstall: on a machine whose Node is older than the project's, fetch the pinned Node
// into .node/ now (scripts/pinned-node.mjs), so that `npm start` and `npm test` need no network;
// then generate the Prisma client on the project's Node.
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
const result = spawnSync(node, [path.join(root, "scripts", "prisma-generate.mjs")], {
  cwd: root,
  stdio: "inherit",
  env: nodeDir ? envOnNode(nodeDir) : process.env,
});
process.exit(result.status ?? 1);
