// Two nodes with data folders of their own, one database and one bucket: a data export written by
// node 1's worker is downloaded through node 2, and neither keeps it on its disk. Needs
// PostgreSQL (TEST_DATABASE_URL): the export's row is what tells node 2 it exists.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser, type TestUser } from "../support/fixtures.ts";
import { S3Server } from "../support/s3-server.ts";
import { createTestServer, type TestServer } from "../support/test-server.ts";
import { unzip } from "../support/zip.ts";

describe.skipIf(!process.env.TEST_DATABASE_URL)("two nodes", () => {
  let s3: S3Server;
  let node1: TestServer;
  let node2: TestServer;
  let ada: TestUser;

  beforeAll(async () => {
    s3 = await S3Server.start();
    node1 = await createTestServer(s3.env);
    node2 = await createTestServer({ ...s3.env, DATABASE_URL: node1.config.databaseUrl });
    ada = await createUser(node1);
  });
  afterAll(async () => {
    await node2?.close();
    await node1?.close();
    await s3?.remove();
  });

  it("downloads through node 2 the export node 1 wrote", async () => {
    expect(node2.config.dataDir).not.toBe(node1.config.dataDir);
    // asked for through node 2, written by node 1's worker (without Redis, node 2's request does not wake it: it sweeps)
    await node2.domain.dataExports.request(ada.viewer);
    await node1.domain.dataExportWorker.wake();
    expect((await node2.domain.dataExports.latest(ada.viewer))?.status).toBe("READY");
    const job = (await node2.domain.dataExports.latest(ada.viewer))!;
    const link = (await node2.domain.dataExports.downloadUrl(
      await node2.domain.sessions.sessionFromToken(ada.token),
      job,
    ))!;
    const response = await node2.app.inject({ method: "GET", url: link.replace(node2.config.publicUrl, "") });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/zip");
    expect(response.rawPayload.length).toBe(Number(job.byteSize));
    const profile = JSON.parse((await unzip(response.rawPayload)).get("profile.json")!.toString("utf8")) as {
      username: string;
    };
    expect(profile.username).toBe(ada.username);
    for (const node of [node1, node2]) expect(fs.existsSync(path.join(node.config.dataDir, "exports"))).toBe(false);
  });
});
