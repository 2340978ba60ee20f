// Before any test file starts: the embedded databases' template (src/db/pglite-template.ts), made
// here once when missing rather than by each worker's first test server at the same time.
import "../../src/db/steady-wasm-code.ts";
import { MIGRATIONS_DIR } from "../../src/db/database.ts";
import { ensurePgliteTemplate } from "../../src/db/pglite-template.ts";

export default async function setup() {
  await ensurePgliteTemplate(MIGRATIONS_DIR);
}
