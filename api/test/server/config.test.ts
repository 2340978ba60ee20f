import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/env.ts";
import { resolveJwtSecret } from "../../src/config/jwt-secret.ts";
import { parseDatabaseUrl } from "../../src/db/database.ts";

const mainTs = path.resolve(import.meta.dirname, "..", "..", "src", "main.ts");

describe("configuration", () => {
  it("defaults to the embedded database under DATA_DIR on port 4000", () => {
    const config = loadConfig({ DATA_DIR: "/srv/sky" });
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: "pglite:/srv/sky/pglite",
      publicUrl: "http://localhost:4000",
      maxUploadBytes: 10 * 1024 * 1024,
    });
    expect(config.corsOrigins).toEqual(["http://localhost:4000"]);
  });

  it("trusts the Vite dev server's origin only with NODE_ENV=development (npm run dev)", () => {
    expect(loadConfig({ NODE_ENV: "development" }).corsOrigins).toEqual([
      "http://localhost:4000",
      "http://localhost:5173",
    ]);
    for (const nodeEnv of ["", "test", "production"])
      expect(loadConfig({ NODE_ENV: nodeEnv }).corsOrigins).toEqual(["http://localhost:4000"]);
    expect(loadConfig({ NODE_ENV: "production", PUBLIC_URL: "https://sky.example" }).corsOrigins).toEqual([
      "https://sky.example",
    ]);
    expect(
      loadConfig({ NODE_ENV: "production", CORS_ORIGINS: "https://a.example, https://b.example/" }).corsOrigins,
    ).toEqual(["https://a.example", "https://b.example"]);
  });

  it.each([
    ["false", false],
    ["true", 1],
    ["1", 1],
    ["2", 2],
    ["10.0.0.0/8, 192.168.1.10, ::1, uniquelocal", ["10.0.0.0/8", "192.168.1.10", "::1", "uniquelocal"]],
  ])("reads TRUST_PROXY=%s as the proxies to trust, never every hop", (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it("believes no request's traceparent unless TRUST_TRACEPARENT_FROM names the proxies", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(loadConfig(endpoint).tracing?.traceparentFrom).toEqual([]);
    expect(
      loadConfig({ ...endpoint, TRUST_TRACEPARENT_FROM: "10.0.0.0/8, loopback" }).tracing?.traceparentFrom,
    ).toEqual(["10.0.0.0/8", "loopback"]);
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ PORT: "", DATABASE_URL: " " }).port).toBe(4000);
  });

  it.each([
    ["PORT", "eighty"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["JWT_SECRET", "short"],
    ["ACCESS_TOKEN_TTL", "forever"],
    ["PUBLIC_URL", "ftp://example.com"],
    ["LEGACY_TRUST_USER_JOINED", "maybe"],
    ["JWT_SECRET", "please-change-this-secret-to-32-or-more-characters"],
    ["TRUST_PROXY", "yes please"],
    // "every client" is what the setting exists to refuse
    ["TRUST_TRACEPARENT_FROM", "true"],
  ])("names %s when its value is wrong", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid environment variable ${name}: .*"${value}"`),
    );
  });

  it("stops the server with one line naming the variable", () => {
    const result = spawnSync(process.execPath, ["--import", "tsx", mainTs], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: os.tmpdir() },
      encoding: "utf8",
      cwd: path.resolve(import.meta.dirname, "..", ".."),
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([expect.stringMatching(/^Invalid environment variable PORT: /)]);
  });

  it("uses the built-in opener library unless AI_BASE_URL names a model's server", () => {
    expect(loadConfig({})).toMatchObject({ aiProvider: null, aiTimeoutMs: 30_000, aiRateLimitPerMinute: 10 });
    expect(loadConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3.2" }).aiProvider).toEqual({
      baseUrl: "http://localhost:11434/v1",
      apiKey: undefined,
      model: "llama3.2",
    });
    expect(
      loadConfig({
        AI_BASE_URL: "https://api.openai.com/v1",
        AI_MODEL: "gpt-4.1-mini",
        AI_API_KEY: "sk-x",
        AI_TIMEOUT_MS: "5000",
        AI_RATE_LIMIT_PER_MINUTE: "3",
      }),
    ).toMatchObject({
      aiProvider: { apiKey: "sk-x" },
      aiTimeoutMs: 5000,
      aiRateLimitPerMinute: 3,
    });
  });

  it.each([
    [{ AI_BASE_URL: "localhost:11434" }, "AI_BASE_URL"],
    [{ AI_BASE_URL: "http://localhost:11434/v1" }, "AI_MODEL"],
    [{ AI_MODEL: "gpt-4.1-mini" }, "AI_BASE_URL"],
    [{ AI_API_KEY: "sk-x" }, "AI_BASE_URL"],
    [{ AI_TIMEOUT_MS: "10" }, "AI_TIMEOUT_MS"],
    [{ AI_RATE_LIMIT_PER_MINUTE: "0" }, "AI_RATE_LIMIT_PER_MINUTE"],
  ])("refuses half an AI configuration %j, naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it("keeps images in the data folder unless S3_BUCKET names a bucket", () => {
    expect(loadConfig({}).mediaBucket).toBeNull();
    expect(
      loadConfig({
        S3_BUCKET: "media",
        S3_ENDPOINT: "http://minio:9000",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
      }).mediaBucket,
    ).toEqual({
      bucket: "media",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      credentials: { accessKeyId: "key", secretAccessKey: "secret" },
      forcePathStyle: true, // a self-hosted store: bucket in the path
      publicUrl: undefined,
    });
    // AWS S3 itself: virtual-hosted, region and credentials from the AWS_* variables
    expect(
      loadConfig({ S3_BUCKET: "media", AWS_REGION: "eu-west-1", S3_PUBLIC_URL: "https://cdn.example/" }).mediaBucket,
    ).toMatchObject({
      region: "eu-west-1",
      credentials: undefined,
      forcePathStyle: false,
      publicUrl: "https://cdn.example",
    });
  });

  it.each([
    [{ S3_ENDPOINT: "http://minio:9000" }, "S3_BUCKET"],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "media", S3_PUBLIC_URL: "cdn.example" }, "S3_PUBLIC_URL"],
  ])("refuses half a bucket configuration %j, naming %s", (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${name}: `));
  });

  it("refuses several nodes (REDIS_URL) without one JWT_SECRET for all", () => {
    expect(() => loadConfig({ REDIS_URL: "redis://redis:6379" })).toThrow(
      /^Invalid environment variable JWT_SECRET: must be set when REDIS_URL is/,
    );
    expect(loadConfig({ REDIS_URL: "redis://redis:6379", JWT_SECRET: "s".repeat(40) }).jwtSecret).toBe("s".repeat(40));
  });

  it("follows Redis Sentinel's primary with REDIS_SENTINELS and REDIS_SENTINEL_NAME, as several nodes", () => {
    const secret = { JWT_SECRET: "s".repeat(40) };
    const sentinels = { REDIS_SENTINELS: "10.0.0.5:26379, sentinel-b:26380,[::1]:26381", REDIS_SENTINEL_NAME: "sky" };
    expect(loadConfig({ ...sentinels, ...secret }).redis).toEqual({
      sentinels: [
        { host: "10.0.0.5", port: 26379 },
        { host: "sentinel-b", port: 26380 },
        { host: "::1", port: 26381 },
      ],
      name: "sky",
      credentials: undefined,
    });
    // REDIS_URL alongside gives the servers' password and database
    expect(loadConfig({ ...sentinels, ...secret, REDIS_URL: "redis://:pw@unused/2" }).redis).toMatchObject({
      credentials: "redis://:pw@unused/2",
    });
    expect(() => loadConfig(sentinels)).toThrow(
      /^Invalid environment variable JWT_SECRET: must be set when REDIS_SENTINELS is/,
    );
    expect(() => loadConfig({ ...secret, REDIS_SENTINELS: "10.0.0.5:26379" })).toThrow(
      /^Invalid environment variable REDIS_SENTINEL_NAME: must be set with REDIS_SENTINELS/,
    );
    expect(() => loadConfig({ ...secret, REDIS_SENTINEL_NAME: "sky" })).toThrow(
      /^Invalid environment variable REDIS_SENTINELS: must be set with REDIS_SENTINEL_NAME/,
    );
    for (const wrong of ["10.0.0.5", "10.0.0.5:0", "10.0.0.5:26379,", "a b:1", "host:99999"])
      expect(() => loadConfig({ ...sentinels, ...secret, REDIS_SENTINELS: wrong })).toThrow(
        /^Invalid environment variable REDIS_SENTINELS: must be the sentinels' host:port pairs/,
      );
    expect(() => loadConfig({ ...sentinels, ...secret, REDIS_URL: "rediss://:pw@unused" })).toThrow(
      /^Invalid environment variable REDIS_URL: must start with redis:\/\/ with REDIS_SENTINELS/,
    );
  });

  it("writes mail to DATA_DIR/mail unless SMTP_URL names a server, which needs MAIL_FROM", () => {
    expect(loadConfig({ DATA_DIR: "/srv/sky", PUBLIC_URL: "https://sky.example" }).mail).toEqual({
      smtpUrl: null,
      from: "SkySocial <no-reply@sky.example>",
      folder: "/srv/sky/mail",
    });
    const smtp = { SMTP_URL: "smtps://user:secret@mail.example:465", MAIL_FROM: "Sky <hello@sky.example>" };
    expect(loadConfig(smtp).mail).toMatchObject({ smtpUrl: smtp.SMTP_URL, from: smtp.MAIL_FROM });
    expect(loadConfig({ ...smtp, MAIL_FROM: "hello@sky.example" }).mail.from).toBe("hello@sky.example");
    expect(() => loadConfig({ SMTP_URL: smtp.SMTP_URL })).toThrow(
      /^Invalid environment variable MAIL_FROM: must be set with SMTP_URL/,
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail.example" })).toThrow(/^Invalid environment variable SMTP_URL: /);
    for (const from of [
      "no address",
      "Sky <hello>",
      "a@b.example, c@d.example",
      "Sky <a@b.example>\r\nBcc: x@y.example",
    ])
      expect(() => loadConfig({ ...smtp, MAIL_FROM: from })).toThrow(/^Invalid environment variable MAIL_FROM: /);
  });

  it("chooses PGlite or PostgreSQL from DATABASE_URL", () => {
    expect(parseDatabaseUrl("pglite:memory")).toEqual({ kind: "pglite", dataDir: undefined });
    expect(parseDatabaseUrl("postgres://u@h:5432/db?schema=ci_1")).toEqual({
      kind: "postgres",
      connectionString: "postgres://u@h:5432/db",
      schema: "ci_1",
    });
    expect(() => parseDatabaseUrl("postgres://u@h/db?schema=x;drop")).toThrow(/invalid schema name/);
  });
});

describe("JWT secret", () => {
  it("is generated once into DATA_DIR with mode 0600, and reused", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "secret-"));
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dir, "jwt-secret")).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    expect(fs.readdirSync(dir)).toEqual(["jwt-secret"]); // no draft left behind
    expect(resolveJwtSecret("x".repeat(40), dir)).toBe("x".repeat(40));
  });
});
