// The browser half of `npm test`: real Chromium (Debian's package, driven by playwright-core)
// against the real server. Playwright's own browser downloads are not used. When no Chromium is
// found it is installed with apt where that is possible (root on Debian); where it is not, the
// suite is skipped with a warning, except in CI, where a missing browser is a failure.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const candidates = () => [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].filter(Boolean);
const findChromium = () => candidates().find((p) => fs.existsSync(p));
const run = (command, args) =>
  spawnSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } }).status;

if (!findChromium() && process.getuid?.() === 0 && spawnSync("which", ["apt-get"]).status === 0) {
  console.log("> Chromium not found: installing Debian's chromium package for the browser tests");
  if (run("apt-get", ["update", "-qq"]) === 0) run("apt-get", ["install", "-y", "-qq", "chromium", "fonts-liberation"]);
}

const chromium = findChromium();
if (!chromium) {
  const message = "No Chromium found (set CHROME_PATH or install Debian's chromium): browser tests";
  if (process.env.CI) {
    console.error(`${message} cannot run in CI.`);
    process.exit(1);
  }
  console.warn(`\n!!! ${message} SKIPPED.\n`);
  process.exit(0);
}
process.exit(run("npm", ["run", "test:browser", "--workspace", "web"]) ?? 1);
