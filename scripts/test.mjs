// `npm test`: the api suite (PGlite, in-memory bus; with TEST_DATABASE_URL and REDIS_URL also the
// suites that need them), the web client's unit tests (seconds, and they need no browser, so a
// machine without Chromium runs them too), then the browser suite in Chromium
// (scripts/test-browser.mjs).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const run = (command, args) => spawnSync(command, args, { cwd: root, stdio: "inherit" }).status ?? 1;

const api = run("npm", ["run", "test", "--workspace", "api"]);
if (api !== 0) process.exit(api);
const webUnit = run("npm", ["run", "test:unit", "--workspace", "web"]);
if (webUnit !== 0) process.exit(webUnit);
process.exit(run(process.execPath, [path.join(root, "scripts", "test-browser.mjs")]));
