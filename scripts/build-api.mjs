// The api compiled to one JavaScript file (api/dist/main.mjs) for `npm start`. Running the
// TypeScript sources through tsx costs seconds at every start: each of some 200 modules is
// resolved and loaded through tsx's hooks, even when its cache spares the transpiling. One
// bundle of our own sources (packages stay in node_modules, loaded by Node as usual) loads in
// about half the time, and esbuild writes it in well under a second.
//
// The bundle is rebuilt only when it could differ: beside it, `main.mjs.inputs.json` records a
// hash of every source file as esbuild read it, and of what else shapes the bundle (esbuild's
// version, this script, the tsconfig.json files); a start whose sources all hash the same reuses
// it. Hashes rather than mtimes: a checkout that rewrites files with the same content changes
// nothing, and an edit is never missed for a clock.
//
// Each module keeps its own location: `import.meta.dirname`, `.filename` and `.url` in a source
// file name that file's directory, not the bundle's (the config finds web/dist, the database
// prisma/migrations, relative to their own files).
//
// `node scripts/build-api.mjs` builds (or reuses) and says which; `npm start` imports it.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build, version as esbuildVersion } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const sha256 = (data) => crypto.createHash("sha256").update(data).digest("hex");
const posixPath = (p) => p.split(path.sep).join("/");

/** Helpers the rewritten `import.meta` expressions call, at the top of the bundle. */
const BANNER =
  'import { join as __sourcePath } from "node:path"; import { pathToFileURL as __sourceUrl } from "node:url";';

const LOADERS = { ".ts": "ts", ".mts": "ts", ".cts": "ts", ".js": "js", ".mjs": "js", ".cjs": "js", ".json": "json" };

/**
 * Loads every source itself: hashes exactly what it read (an edit landing mid-build makes the
 * record disagree with the file, so the next start builds again), and rewrites the source's
 * `import.meta` to its own location, relative to the bundle's directory so that the tree can
 * move without a rebuild.
 */
function loadingSources(outDir, hashes) {
  return {
    name: "skysocial-sources",
    setup(builder) {
      builder.onLoad({ filter: /.*/ }, async (args) => {
        const source = await fs.promises.readFile(args.path, "utf8");
        hashes.set(args.path, sha256(source));
        const fromBundle = (to) => JSON.stringify(posixPath(path.relative(outDir, to)));
        const file = `__sourcePath(import.meta.dirname, ${fromBundle(args.path)})`;
        const contents = source
          .replaceAll(
            "import.meta.dirname",
            `__sourcePath(import.meta.dirname, ${fromBundle(path.dirname(args.path))})`,
          )
          .replaceAll("import.meta.filename", file)
          .replaceAll("import.meta.url", `__sourceUrl(${file}).href`);
        return { contents, loader: LOADERS[path.extname(args.path)] ?? "default" };
      });
    },
  };
}

const recordPath = (outfile) => `${outfile}.inputs.json`;

/** The tsconfig.json files above `dir`, nearest first: esbuild reads the nearest to each source. */
function tsconfigsAbove(dir) {
  const texts = [];
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, "tsconfig.json");
    if (fs.existsSync(file)) texts.push(fs.readFileSync(file, "utf8"));
    if (path.dirname(at) === at) return texts;
  }
}

/** What shapes the bundle besides its sources: esbuild, this script, the tsconfig files, where the entry is. */
function buildKey(entry, outfile) {
  const script = sha256(fs.readFileSync(fileURLToPath(import.meta.url)));
  const tsconfigs = tsconfigsAbove(path.dirname(entry)).map(sha256);
  return sha256(
    JSON.stringify({
      esbuildVersion,
      script,
      tsconfigs,
      entry: posixPath(path.relative(path.dirname(outfile), entry)),
    }),
  );
}

/** True when the bundle exists and was built by this key from sources that all hash the same today. */
function isCurrent(entry, outfile) {
  let record;
  try {
    record = JSON.parse(fs.readFileSync(recordPath(outfile), "utf8"));
  } catch {
    return false;
  }
  if (record.key !== buildKey(entry, outfile) || !fs.existsSync(outfile)) return false;
  return Object.entries(record.inputs).every(([input, hash]) => {
    try {
      return sha256(fs.readFileSync(path.resolve(path.dirname(outfile), input), "utf8")) === hash;
    } catch {
      return false;
    }
  });
}

/** Replaces `file` whole: a start running at the same time never reads half of it. */
function writeAtomically(file, contents) {
  const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  fs.writeFileSync(temporary, contents);
  fs.renameSync(temporary, file);
}

/**
 * Builds `entry` into `outfile` (with a linked source map) unless the bundle there is current;
 * resolves to "built" or "reused". The record is written last: a build that fails or is cut
 * off midway leaves no record vouching for what it wrote.
 */
export async function ensureApiBuild({
  entry = path.join(root, "api", "src", "main.ts"),
  outfile = path.join(root, "api", "dist", "main.mjs"),
} = {}) {
  if (isCurrent(entry, outfile)) return "reused";
  const outDir = path.dirname(outfile);
  const hashes = new Map();
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    // the oldest Node the project supports (package.json engines)
    target: "node20.19",
    sourcemap: "linked",
    banner: { js: BANNER },
    plugins: [loadingSources(outDir, hashes)],
    logLevel: "silent",
    write: false,
  });
  fs.mkdirSync(outDir, { recursive: true });
  fs.rmSync(recordPath(outfile), { force: true });
  for (const output of result.outputFiles) writeAtomically(output.path, output.contents);
  const inputs = Object.fromEntries([...hashes].map(([file, hash]) => [posixPath(path.relative(outDir, file)), hash]));
  writeAtomically(recordPath(outfile), JSON.stringify({ key: buildKey(entry, outfile), inputs }, null, 1));
  return "built";
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const since = performance.now();
  const action = await ensureApiBuild();
  console.log(`api/dist/main.mjs: ${action} in ${((performance.now() - since) / 1000).toFixed(1)} s`);
}
