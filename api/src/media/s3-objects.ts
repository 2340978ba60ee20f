// Stored images as objects in an S3-compatible bucket (AWS S3, MinIO, Garage, R2, ...): what
// nodes on several machines share. Objects are written through lib-storage's Upload, which sends
// a large body in parts as it is read instead of buffering it again. The AWS SDK is loaded only
// when a bucket is configured: it costs a node keeping images on disk a third of a second at start.
import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import type { MediaObjects, StoredObject } from "./media-objects.ts";

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
/** Parts of a multipart upload; each is held once while it is sent. */
const PART_BYTES = 8 * 1024 * 1024;

export class S3Objects implements MediaObjects {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  /** Loads the SDK and makes the client; connects on the first request. */
  static async connect(settings: S3Settings): Promise<S3Objects> {
    const [sdk, storage] = await Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/lib-storage")]);
    return new S3Objects(settings, sdk, storage.Upload);
  }

  private constructor(
    settings: S3Settings,
    private readonly sdk: S3Sdk,
    private readonly Upload: Upload,
  ) {
    this.bucket = settings.bucket;
    this.description = `the bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ` (AWS S3, ${settings.region})`}`;
    this.client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint && { endpoint: settings.endpoint }),
      ...(settings.credentials && { credentials: settings.credentials }),
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where S3 requires them: several S3-compatible stores refuse the newer
      // default ones, and content-addressed names already say what the bytes are.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS },
    });
  }

  async sizeOf(name: string): Promise<number | null> {
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  /** S3 makes an object visible only once all of it is stored. */
  async write(name: string, body: Buffer | Readable, contentType: string): Promise<void> {
    const upload = new this.Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: name, Body: body, ContentType: contentType, CacheControl: "public, max-age=31536000, immutable" },
      partSize: PART_BYTES,
      queueSize: 1,
    });
    await upload.done();
  }

  async read(name: string): Promise<StoredObject | null> {
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: name }));
      return { size: object.ContentLength ?? 0, body: object.Body as Readable };
    } catch (error) {
      if (this.isNotFound(error)) return null;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async ping(): Promise<boolean> {
    return this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.bucket }), { abortSignal: AbortSignal.timeout(CONNECT_TIMEOUT_MS) }).then(
      () => true,
      () => false,
    );
  }

  close(): void {
    this.client.destroy();
  }

  private isNotFound(error: unknown): boolean {
    return error instanceof this.sdk.S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === "NoSuchKey" || error.name === "NotFound");
  }
}
