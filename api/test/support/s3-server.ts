// An S3-compatible server of a test's own (s3rver, in this process, keeping objects in a
// temporary folder), with one bucket: the store several nodes share. The test can stop it (a
// store that is down) and start it again on the same port and folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "../../src/media/s3-objects.ts";
import { freePort } from "./free-port.ts";

export const TEST_BUCKET = "skysocial-media";
/** s3rver's one built-in key pair */
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

export class S3Server {
  private server: S3rver | null = null;

  private constructor(
    readonly port: number,
    private readonly folder: string,
  ) {}

  /** Started, with the bucket created. */
  static async start(): Promise<S3Server> {
    const s3 = new S3Server(await freePort(), fs.mkdtempSync(path.join(os.tmpdir(), "skysocial-s3-")));
    await s3.resume();
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: CREDENTIALS,
    });
    await client.send(new CreateBucketCommand({ Bucket: TEST_BUCKET }));
    client.destroy();
    return s3;
  }

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The settings a node is started with (what S3_* in its environment say). */
  get env(): Record<string, string> {
    return {
      S3_BUCKET: TEST_BUCKET,
      S3_ENDPOINT: this.endpoint,
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    };
  }

  get settings(): S3Settings {
    return {
      bucket: TEST_BUCKET,
      endpoint: this.endpoint,
      region: "us-east-1",
      credentials: CREDENTIALS,
      forcePathStyle: true,
    };
  }

  /** Listening again on its port, with the objects it held. */
  async resume(): Promise<void> {
    this.server = new S3rver({ port: this.port, address: "127.0.0.1", silent: true, directory: this.folder });
    await this.server.run();
  }

  /** Down: connections to its port are refused. */
  async stop(): Promise<void> {
    await this.server?.close();
    this.server = null;
  }

  async remove(): Promise<void> {
    await this.stop();
    fs.rmSync(this.folder, { recursive: true, force: true });
  }
}
