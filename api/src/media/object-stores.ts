// Which store a node keeps its objects in, from its settings: a bucket every node shares when
// S3_BUCKET is set, otherwise folders of DATA_DIR. The server opens both areas; the media:migrate
// command names the same ones.
import path from "node:path";
import type { Config } from "../config/env.ts";
import { LocalFolderObjects } from "./local-folder-objects.ts";
import type { MediaObjects } from "./media-objects.ts";
import { S3Objects } from "./s3-objects.ts";

/** The bucket when S3_BUCKET is set, otherwise DATA_DIR/uploads. */
export async function mediaObjectsFor(config: Config): Promise<MediaObjects> {
  return config.mediaBucket
    ? S3Objects.connect(config.mediaBucket)
    : new LocalFolderObjects(path.join(config.dataDir, "uploads"));
}

/**
 * Where data exports are kept: the bucket's private area `private/exports/` when images are in a
 * bucket (its keys sealed with `secret`, s3-objects.ts), otherwise DATA_DIR/exports.
 */
export function exportObjectsFor(config: Pick<Config, "dataDir">, images: MediaObjects, secret: string): MediaObjects {
  return images instanceof S3Objects
    ? images.privateArea("exports", secret)
    : new LocalFolderObjects(path.join(config.dataDir, "exports"));
}
