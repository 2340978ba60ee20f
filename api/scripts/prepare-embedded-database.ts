// `npm install` runs this (scripts/postinstall.mjs): the template a new embedded database is made
// from (src/db/pglite-template.ts), so that a first `npm start` loads a ready database instead of
// creating one and replaying every migration.
import { MIGRATIONS_DIR } from "../src/db/database.ts";
import { ensurePgliteTemplate, pgliteTemplateFile } from "../src/db/pglite-template.ts";

const started = performance.now();
const existed = (await import("node:fs")).existsSync(pgliteTemplateFile(MIGRATIONS_DIR));
await ensurePgliteTemplate(MIGRATIONS_DIR);
console.error(
  existed
    ? "[skysocial] the embedded database's template is up to date"
    : `[skysocial] made the embedded database's template in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
