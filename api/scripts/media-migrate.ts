// Copies a data folder's images and data exports into the bucket the server is configured with
// (S3_*), for a single node growing into several:
//   npm run media:migrate                          copies $DATA_DIR/uploads, and $DATA_DIR/exports if there is one
//   npm run media:migrate -- --from <dir>          copies the images of <dir> (another node's uploads folder)
//   npm run media:migrate -- --exports-from <dir>  copies the data exports of <dir> (another node's exports folder)
// Exports go to the bucket's private area, under keys sealed with the server's secret (JWT_SECRET,
// or the one generated into DATA_DIR): run it with the nodes' settings. Run it again at will:
// objects already in the bucket (same name, same size) are skipped, so a run that stopped half
// way resumes. The folders are left as they are; remove them once the nodes use the bucket.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig, type Config } from "../src/config/env.ts";
import { resolveJwtSecret } from "../src/config/jwt-secret.ts";
import { ARCHIVE_NAME } from "../src/domain/account/export-store.ts";
import { copyFolderToBucket } from "../src/media/copy-to-bucket.ts";
import { STORED_OBJECT_NAME } from "../src/media/media-objects.ts";
import { exportObjectsFor } from "../src/media/object-stores.ts";
import { S3Objects } from "../src/media/s3-objects.ts";

const USAGE =
  "usage: npm run media:migrate [-- --from <uploads folder> | --exports-from <exports folder>]   (with S3_BUCKET and the other S3_* settings set)";

interface Copy {
  what: "images" | "data exports";
  folder: string;
  /** a default folder that is not there is nothing to copy; one named on the command line is a mistake */
  optional: boolean;
}

function copiesOf(args: string[], config: Config): Copy[] | null {
  const [option, folder, ...rest] = args;
  if (!args.length) {
    return [
      { what: "images", folder: path.join(config.dataDir, "uploads"), optional: false },
      { what: "data exports", folder: path.join(config.dataDir, "exports"), optional: true },
    ];
  }
  if (!folder || rest.length) return null;
  if (option === "--from") return [{ what: "images", folder, optional: false }];
  if (option === "--exports-from") return [{ what: "data exports", folder, optional: false }];
  return null;
}

async function main(args: string[]): Promise<number> {
  // variables already set in the environment win over .env, as for the server
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  const copies = copiesOf(args, config);
  if (!copies) {
    console.error(USAGE);
    return 2;
  }
  if (!config.mediaBucket) {
    console.error(`S3_BUCKET is not set: nothing to copy into.\n${USAGE}`);
    return 2;
  }
  const bucket = await S3Objects.connect(config.mediaBucket);
  try {
    for (const { what, folder, optional } of copies.map((copy) => ({ ...copy, folder: path.resolve(copy.folder) }))) {
      if (!fs.existsSync(folder)) {
        if (optional) continue;
        console.error(`${folder} does not exist: no ${what} to copy.`);
        return 1;
      }
      const target =
        what === "images"
          ? bucket
          : exportObjectsFor(config, bucket, resolveJwtSecret(config.jwtSecret, config.dataDir));
      console.log(`Copying the ${what} of ${folder} into ${target.description}`);
      const { copied, skipped } = await copyFolderToBucket(
        folder,
        target,
        what === "images" ? STORED_OBJECT_NAME : ARCHIVE_NAME,
        (line) => console.log(line),
      );
      console.log(`Done: ${copied} copied, ${skipped} already in the bucket.`);
    }
    return 0;
  } catch (error) {
    console.error(
      `Stopped: ${error instanceof Error ? error.message || error.name : String(error)}. Run the command again to go on where it stopped.`,
    );
    return 1;
  } finally {
    bucket.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
