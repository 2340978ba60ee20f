// Copies the images of a data folder into the bucket the server is configured with (S3_*), for a
// single node growing into several:
//   npm run media:migrate                  copies $DATA_DIR/uploads
//   npm run media:migrate -- --from <dir>  copies <dir> (another node's uploads folder)
// Run it again at will: images already in the bucket (same name, same size) are skipped, so a run
// that stopped half way resumes. The folder is left as it is; remove it once the nodes use the bucket.
import fs from "node:fs";
import path from "node:path";
import { ConfigError, loadConfig } from "../src/config/env.ts";
import { copyFolderToBucket } from "../src/media/copy-to-bucket.ts";
import { S3Objects } from "../src/media/s3-objects.ts";

const USAGE = "usage: npm run media:migrate [-- --from <uploads folder>]   (with S3_BUCKET and the other S3_* settings set)";

async function main(args: string[]): Promise<number> {
  const from = args[0] === "--from" && args.length === 2 ? args[1] : undefined;
  if (args.length && !from) {
    console.error(USAGE);
    return 2;
  }
  // variables already set in the environment win over .env, as for the server
  if (fs.existsSync(".env")) process.loadEnvFile(".env");
  const config = loadConfig();
  if (!config.mediaBucket) {
    console.error(`S3_BUCKET is not set: nothing to copy into.\n${USAGE}`);
    return 2;
  }
  const folder = path.resolve(from ?? path.join(config.dataDir, "uploads"));
  if (!fs.existsSync(folder)) {
    console.error(`${folder} does not exist: no images to copy.`);
    return 1;
  }
  const bucket = await S3Objects.connect(config.mediaBucket);
  console.log(`Copying the images of ${folder} into ${bucket.description}`);
  try {
    const { copied, skipped } = await copyFolderToBucket(folder, bucket, (line) => console.log(line));
    console.log(`Done: ${copied} copied, ${skipped} already in the bucket.`);
    return 0;
  } catch (error) {
    console.error(`Stopped: ${error instanceof Error ? error.message || error.name : String(error)}. Run the command again to go on where it stopped.`);
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
