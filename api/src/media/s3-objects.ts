// Stored objects in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, ...): what nodes on
// several machines share. Objects are written through lib-storage's Upload, which sends a large
// body in parts as it is read instead of buffering it again. The AWS SDK is loaded only when a
// bucket is configured: it costs a node keeping images on disk a third of a second at start.
//
// Images are stored at the bucket's top level (`<sha256>.webp`), which S3_PUBLIC_URL may serve
// to anyone. Personal data (data exports) lives in a private area of the same bucket
// (privateArea): under PRIVATE_PREFIX, which docs/deploy.md says never to make public, marked
// never to be cached, and each key carries a seal derived from the server's secret, so that even
// a bucket made readable as a whole by mistake does not hand out an archive to whoever knows its
// export's id. Only the api reads them, for their owner.
import crypto from "node:crypto";
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { ListedObject, MediaObjects, StoredObject, Urgent } from "./media-objects.ts";

type S3Sdk = typeof import("@aws-sdk/client-s3");
type Upload = typeof import("@aws-sdk/lib-storage").Upload;

export interface S3Settings {
  bucket: string;
  /** unset: AWS S3 itself */
  endpoint: string | undefined;
  region: string;
  /** unset: the AWS SDK's own lookup (AWS_ACCESS_KEY_ID, a profile, an instance role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores want */
  forcePathStyle: boolean;
}

/** A store that does not answer within this fails the request rather than hold the upload open. */
const CONNECT_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
/** Urgent calls (inside a database transaction): MediaStore's deadline for them is the same 5 s. */
const URGENT_REQUEST_TIMEOUT_MS = 5_000;
/** Parts of a multipart upload; each is held once while it is sent. */
const PART_BYTES = 8 * 1024 * 1024;

/** The bucket's area no public URL may serve (docs/deploy.md): personal data only. */
export const PRIVATE_PREFIX = "private/";

/** Where in the bucket an S3Objects keeps its objects, and how they may be cached. */
interface Area {
  /** "" for images; PRIVATE_PREFIX and a folder for a private area */
  prefix: string;
  cacheControl: string;
  /** private areas: the secret part of each key, from the object's name */
  seal: ((name: string) => string) | null;
}

const IMAGES: Area = { prefix: "", cacheControl: "public, max-age=31536000, immutable", seal: null };

export class S3Objects implements MediaObjects {
  readonly description: string;

  /** Loads the SDK and makes the client; connects on the first request. */
  static async connect(settings: S3Settings): Promise<S3Objects> {
    const [sdk, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
    return new S3Objects({
      settings,
      sdk,
      Upload: storage.Upload,
      client: newClient(settings, sdk),
      urgentClient: newClient(settings, sdk, { maxAttempts: 1, requestTimeoutMs: URGENT_REQUEST_TIMEOUT_MS }),
      area: IMAGES,
      ownsClient: true,
    });
  }

  private readonly settings: S3Settings;
  private readonly sdk: S3Sdk;
  private readonly Upload: Upload;
  private readonly client: S3Client;
  /** the same store, tried once: for calls made inside a database transaction (Urgent) */
  private readonly urgentClient: S3Client;
  private readonly area: Area;
  /** false for a private area: the client is its parent's, closed with it */
  private readonly ownsClient: boolean;

  private constructor(parts: {
    settings: S3Settings;
    sdk: S3Sdk;
    Upload: Upload;
    client: S3Client;
    urgentClient: S3Client;
    area: Area;
    ownsClient: boolean;
  }) {
    ({
      settings: this.settings,
      sdk: this.sdk,
      Upload: this.Upload,
      client: this.client,
      urgentClient: this.urgentClient,
      area: this.area,
      ownsClient: this.ownsClient,
    } = parts);
    const where = this.settings.endpoint ? ` at ${this.settings.endpoint}` : ` (AWS S3, ${this.settings.region})`;
    this.description = `the bucket ${this.settings.bucket}${this.area.prefix ? ` (${this.area.prefix})` : ""}${where}`;
  }

  /**
   * The private area `folder` of the same bucket, on the same client: keys
   * `private/<folder>/<seal>-<name>`, the seal an HMAC of the name under a key derived from
   * `secret` (JWT_SECRET, the same on every node); objects marked never to be cached.
   */
  privateArea(folder: string, secret: string): S3Objects {
    const key = crypto.createHmac("sha256", secret).update("skysocial private object keys").digest();
    const seal = (name: string) => crypto.createHmac("sha256", key).update(name).digest("hex").slice(0, 32);
    const area: Area = { prefix: `${PRIVATE_PREFIX}${folder}/`, cacheControl: "private, no-store", seal };
    return new S3Objects({
      settings: this.settings,
      sdk: this.sdk,
      Upload: this.Upload,
      client: this.client,
      urgentClient: this.urgentClient,
      area,
      ownsClient: false,
    });
  }

  async sizeOf(name: string, urgent?: Urgent): Promise<number | null> {
    try {
      const head = await (urgent ? this.urgentClient : this.client).send(
        new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }),
        urgent && { abortSignal: urgent.deadline },
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  /** S3 makes an object visible only once all of it is stored. */
  async write(name: string, body: Buffer | Readable, contentType: string, urgent?: Urgent): Promise<void> {
    const upload = new this.Upload({
      client: urgent ? this.urgentClient : this.client,
      params: {
        Bucket: this.bucket,
        Key: this.keyOf(name),
        Body: body,
        ContentType: contentType,
        CacheControl: this.area.cacheControl,
      },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    const abort = () => void upload.abort().catch(() => {});
    urgent?.deadline.addEventListener("abort", abort, { once: true });
    try {
      urgent?.deadline.throwIfAborted();
      await upload.done();
    } finally {
      urgent?.deadline.removeEventListener("abort", abort);
    }
  }

  async read(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }),
      );
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  /** This area's objects: the top level's for images (not the private area's), the folder's for a private area. */
  async list(): Promise<ListedObject[]> {
    const listed: ListedObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: this.area.prefix,
          Delimiter: "/",
          ...(token && { ContinuationToken: token }),
        }),
      );
      for (const object of page.Contents ?? []) {
        const name = object.Key && this.nameOf(object.Key);
        if (name) listed.push({ name, modifiedAt: object.LastModified ?? new Date(0) });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(name) }));
  }

  async ping(): Promise<boolean> {
    return this.client
      .send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), {
        abortSignal: AbortSignal.timeout(CONNECT_TIMEOUT_MS),
      })
      .then(
        () => true,
        () => false,
      );
  }

  close(): void {
    if (!this.ownsClient) return;
    this.client.destroy();
    this.urgentClient.destroy();
  }

  private get bucket(): string {
    return this.settings.bucket;
  }

  private keyOf(name: string): string {
    return `${this.area.prefix}${this.area.seal ? `${this.area.seal(name)}-` : ""}${name}`;
  }

  /** The name a key of this area stores; null for a key that is not one (a private key whose seal does not match). */
  private nameOf(key: string): string | null {
    const rest = key.slice(this.area.prefix.length);
    if (!this.area.seal) return rest;
    const name = rest.slice(rest.indexOf("-") + 1);
    return this.keyOf(name) === key ? name : null;
  }

  private isNotFound(error: unknown): boolean {
    return (
      error instanceof this.sdk.S3ServiceException &&
      (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound")
    );
  }
}

/** `maxAttempts: 1`: no retries of the SDK's own (its default tries 3 times, each up to REQUEST_TIMEOUT_MS). */
function newClient(
  settings: S3Settings,
  sdk: S3Sdk,
  { maxAttempts, requestTimeoutMs = REQUEST_TIMEOUT_MS }: { maxAttempts?: number; requestTimeoutMs?: number } = {},
): S3Client {
  return new sdk.S3Client({
    ...(maxAttempts && { maxAttempts }),
    region: settings.region,
    ...(settings.endpoint && { endpoint: settings.endpoint }),
    ...(settings.credentials && { credentials: settings.credentials }),
    forcePathStyle: settings.forcePathStyle,
    // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
    // default ones, and content-addressed names already say what the bytes are.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: requestTimeoutMs },
  });
}
