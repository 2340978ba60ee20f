// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at the
// strongest settings: the API serves them to browsers that accept them (@fastify/static's
// preCompressed), so a first visit downloads about a third of the bytes and the server spends no
// CPU compressing per request.
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, headers outweigh what compression saves: such files are sent as they are. */
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function compressFile(file: string): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller would only cost the client the decoding.
  await Promise.all([
    br.length < content.length && writeFile(`${file}.br`, br),
    gz.length < content.length && writeFile(`${file}.gz`, gz),
  ]);
}

export function precompress(): Plugin {
  return {
    name: "skysocial:precompress",
    apply: "build",
    // After the bundle is written (a failed build never gets here), over the whole output
    // directory: Vite copies public/ files there too.
    async writeBundle(output) {
      if (!output.dir) return;
      const files = (await filesUnder(output.dir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(compressFile));
    },
  };
}
