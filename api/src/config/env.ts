// Every environment variable the server reads, validated once at start. A wrong value stops
// the process with one line naming the variable (see main.ts); .env.example lists them all.
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseSentinels, type RedisTarget } from "./redis-target.ts";

const boolean = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");

const optionalString = z
  .string()
  .transform((v) => (v.trim() === "" ? undefined : v.trim()))
  .optional();

/**
 * TRUST_PROXY: how far to trust X-Forwarded-For. Trusting every hop would let a client put any
 * address first and walk around the per-IP limits, so `true` means the one load balancer in
 * front (its own address is the last hop); a number is that many proxies; otherwise a
 * comma-separated list of the proxies' addresses, CIDR ranges, or proxy-addr's names for the
 * private ranges (loopback, linklocal, uniquelocal). A count trusts whoever connects directly,
 * so it suits nodes reachable only through their proxies.
 */
const PROXY_KEYWORDS = new Set(["loopback", "linklocal", "uniquelocal"]);
/** A comma-separated list of addresses, CIDR ranges and PROXY_KEYWORDS; null when it is not one. */
function proxyAddresses(value: string): string[] | null {
  const ranges = value
    .split(",")
    .map((r) => r.trim())
    .filter(Boolean);
  return ranges.every((r) => PROXY_KEYWORDS.has(r) || isIP(r.split("/")[0]!) !== 0) ? ranges : null;
}
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    if (v === "false" || v === "0" || v === "") return false;
    if (v === "true") return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const ranges = proxyAddresses(v);
    if (ranges) return ranges;
    ctx.addIssue({
      code: "custom",
      message: 'must be "true", "false", a number of proxies, or their addresses/CIDR ranges',
    });
    return z.NEVER;
  });

/** "no-reply@example.com" or "SkySocial <no-reply@example.com>": one address, with or without a display name. */
const MAIL_FROM_PATTERN = /^(?:[^<>@\r\n]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/;
/**
 * TRUST_TRACEPARENT_FROM: whose W3C traceparent a request's trace continues. A client's own would
 * let it pick its trace id and, with "not sampled", keep its requests out of tracing; so only the
 * proxies named here (addresses, CIDR ranges, or the keywords above), which start or vet the
 * traces of the requests they pass on, are believed. Unset: none, every request starts a trace.
 * Not TRUST_PROXY: a balancer trusted for X-Forwarded-For usually passes a client's traceparent
 * through untouched.
 */
const traceparentSources = z
  .string()
  .trim()
  .transform((v, ctx): string[] => {
    if (v === "false" || v === "") return [];
    const ranges = proxyAddresses(v);
    if (ranges) return ranges;
    ctx.addIssue({
      code: "custom",
      message: 'must be "false" or the addresses/CIDR ranges of proxies that start traces',
    });
    return z.NEVER;
  });

/** Secrets that were published as examples: anyone could sign tokens with them. */
const PUBLISHED_SECRETS = new Set(["please-change-this-secret-to-32-or-more-characters"]);

const schema = z.object({
  // unset by default: `npm run dev` sets development, deployments production
  NODE_ENV: z.enum(["development", "production", "test"]).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default("localhost"),
  TRUST_PROXY: trustProxy.default(false),
  PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|pglite:)/, "must start with postgres://, postgresql:// or pglite:")
      .optional(),
  ),
  REDIS_URL: optionalString.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, "must start with redis:// or rediss://")
      .optional(),
  ),
  REDIS_SENTINELS: optionalString.pipe(
    z
      .string()
      .transform((v, ctx) => {
        const parsed = parseSentinels(v);
        if (typeof parsed !== "string") return parsed;
        ctx.addIssue({
          code: "custom",
          message: `must be the sentinels' host:port pairs separated by commas (e.g. "10.0.0.5:26379,10.0.0.6:26379"); ${JSON.stringify(parsed)} is not one`,
        });
        return z.NEVER;
      })
      .optional(),
  ),
  REDIS_SENTINEL_NAME: optionalString,
  JWT_SECRET: optionalString.pipe(
    z
      .string()
      .min(32, "must be at least 32 characters")
      .refine(
        (secret) => !PUBLISHED_SECRETS.has(secret),
        "is a published example; set a secret of your own or leave it unset",
      )
      .optional(),
  ),
  ACCESS_TOKEN_TTL: z
    .string()
    .regex(/^\d+\s*(s|m|h|d)$/, 'must be a duration like "15m", "12h" or "7d"')
    .default("7d"),
  BCRYPT_ROUNDS: z.coerce.number().int().min(4).max(15).default(10),
  CORS_ORIGINS: z.string().default(""),
  MAX_UPLOAD_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(10 * 1024 * 1024),
  MAX_IMAGE_SIDE: z.coerce.number().int().min(64).max(8192).default(2048),
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  UPLOAD_MEGAPIXELS_PER_MINUTE: z.coerce.number().int().min(1).default(200),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  WRITE_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  // realtime connections and subscriptions held at once (domain/limits/realtime-limits.ts)
  REALTIME_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(200),
  REALTIME_CONNECTIONS_PER_USER: z.coerce.number().int().min(1).default(50),
  SSE_SUBSCRIPTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  SUBSCRIPTIONS_PER_USER: z.coerce.number().int().min(1).default(500),
  SUBSCRIPTIONS_PER_CONNECTION: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LEGACY_TRUST_USER_JOINED: boolean.default(false),
  LEGACY_CHAT_PASSPHRASE: z.string().min(1).default("your-secret-base-key"),
  WEB_DIST_DIR: optionalString,
  AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OTEL_SERVICE_NAME: z.string().min(1).default("skysocial-api"),
  TRUST_TRACEPARENT_FROM: traceparentSources.default([]),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: boolean.optional(),
  S3_PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AWS_REGION: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL (smtp://user:password@host:587)" })
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(
    z
      .string()
      .regex(MAIL_FROM_PATTERN, 'must be an address, or a name and an address: "SkySocial <no-reply@example.com>"')
      .optional(),
  ),
  METRICS_TOKEN: optionalString.pipe(
    z.string().min(16, "must be at least 16 characters (anyone who guesses it reads the figures)").optional(),
  ),
});

export type Env = z.infer<typeof schema>;

/**
 * A Vite dev server's origin (a v1 client's, calling this API from its own port). Trusted by
 * default only with NODE_ENV=development, set by `npm run dev`: any other page served on that
 * port of a machine running the server (another project's dev server) would otherwise act as
 * the signed-in user, cookie and all. Our own dev server needs no trust: it proxies the API, so
 * its requests come from the page's own host (cors.ts, mayUseSessionCookie).
 */
export const DEV_SERVER_ORIGIN = "http://localhost:5173";

/** The bucket images are kept in (media/s3-objects.ts); null: the data folder. */
export interface MediaBucketConfig {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  /** where browsers fetch images from (a CDN, a public bucket); unset: through the api at /uploads */
  publicUrl: string | undefined;
}

export interface Config {
  /** undefined when NODE_ENV is not set (a plain `npm start`) */
  nodeEnv: Env["NODE_ENV"];
  port: number;
  host: string;
  /** behind a load balancer: which X-Forwarded-For hops to trust for client IPs (false: none) */
  trustProxy: false | number | string[];
  /** origin the API uses in absolute URLs (uploads); no trailing slash */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string;
  /**
   * The Redis several nodes share (config/redis-target.ts): REDIS_URL's one server, or the primary
   * REDIS_SENTINELS name; null: a single node, everything in memory
   */
  redis: RedisTarget | null;
  jwtSecret: string | undefined;
  mediaBucket: MediaBucketConfig | null;
  accessTokenTtl: string;
  bcryptRounds: number;
  corsOrigins: string[];
  maxUploadBytes: number;
  maxImageSide: number;
  /** post searches per user (per client address for a visitor) per minute */
  searchRateLimitPerMinute: number;
  /** image pixels an uploader may have decoded per minute (frames counted), in megapixels */
  uploadMegapixelsPerMinute: number;
  authRateLimitPerMinute: number;
  writeRateLimitPerMinute: number;
  chatRateLimitPerMinute: number;
  /** what one client address or user may hold open at once (domain/limits/realtime-limits.ts) */
  realtimeLimits: {
    connectionsPerAddress: number;
    connectionsPerUser: number;
    sseSubscriptionsPerAddress: number;
    subscriptionsPerUser: number;
    operationsPerConnection: number;
  };
  logLevel: Env["LOG_LEVEL"];
  v1TrustUserJoined: boolean;
  v1ChatPassphrase: string;
  webDistDir: string;
  /** the OpenAI-compatible service that writes conversation openers; null: the built-in library */
  aiProvider: { baseUrl: string; apiKey: string | undefined; model: string } | null;
  /** the longest one answer of the provider may take, first byte to last */
  aiTimeoutMs: number;
  aiRateLimitPerMinute: number;
  metrics: MetricsConfig | null;
  /** where mail goes (mail/mail-transport.ts) */
  mail: MailConfig;
  /**
   * OTLP/HTTP collector traces go to (observability/tracing.ts), and the proxies whose traceparent
   * a request's trace continues (none: every request starts its own); null: tracing off
   */
  tracing: { endpoint: string; serviceName: string; traceparentFrom: string[] } | null;
}

/** Where Prometheus reads the node's figures (observability/metrics-endpoint.ts); null: metrics off. */
export interface MetricsConfig {
  /** a listener of its own on this port, at `host` */
  port: number | undefined;
  host: string;
  /** /metrics on the public listener too, for this bearer token */
  token: string | undefined;
}

/** An SMTP server to send through, or (the embedded default) `.eml` files in DATA_DIR/mail. */
export interface MailConfig {
  /** smtp:// or smtps:// with its credentials; null: files in `folder` */
  smtpUrl: string | null;
  /** the From of every mail */
  from: string;
  folder: string;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty value (e.g. `PORT=` copied from .env.example) means "use the default"
  const parsed = schema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== "")),
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const got = env[name];
    throw new ConfigError(`Invalid environment variable ${name}: ${issue.message} (got ${JSON.stringify(got)})`);
  }
  const e = parsed.data;
  // Half an AI configuration would quietly fall back to the built-in library: say what is missing.
  if (e.AI_BASE_URL && !e.AI_MODEL)
    throw new ConfigError(
      "Invalid environment variable AI_MODEL: must be set with AI_BASE_URL (the model to ask, e.g. gpt-4.1-mini)",
    );
  if (!e.AI_BASE_URL && (e.AI_MODEL || e.AI_API_KEY))
    throw new ConfigError(
      `Invalid environment variable AI_BASE_URL: must be set with ${e.AI_MODEL ? "AI_MODEL" : "AI_API_KEY"} (e.g. https://api.openai.com/v1); leave all AI_* unset for the built-in library`,
    );
  const redis = redisTargetOf(e);
  // Nodes behind one load balancer must sign with one secret: each generating its own into its
  // data folder would have every node refuse the others' tokens. Redis is what only several nodes need.
  if (redis && !e.JWT_SECRET)
    throw new ConfigError(
      `Invalid environment variable JWT_SECRET: must be set when ${e.REDIS_SENTINELS ? "REDIS_SENTINELS" : "REDIS_URL"} is (several nodes must share one secret of 32+ characters, e.g. from \`openssl rand -base64 48\`)`,
    );
  // A real SMTP server refuses (or a receiver files as spam) a sender made up from PUBLIC_URL's host.
  if (e.SMTP_URL && !e.MAIL_FROM)
    throw new ConfigError(
      'Invalid environment variable MAIL_FROM: must be set with SMTP_URL (an address the SMTP server may send from, e.g. "SkySocial <no-reply@example.com>")',
    );
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  const corsOrigins = e.CORS_ORIGINS.split(",")
    .map((o) => o.trim().replace(/\/+$/, ""))
    .filter(Boolean);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    trustProxy: e.TRUST_PROXY,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL ?? `pglite:${path.join(dataDir, "pglite")}`,
    redis,
    jwtSecret: e.JWT_SECRET,
    mediaBucket: mediaBucketOf(e),
    accessTokenTtl: e.ACCESS_TOKEN_TTL.replace(/\s+/g, ""),
    bcryptRounds: e.BCRYPT_ROUNDS,
    corsOrigins: corsOrigins.length
      ? corsOrigins
      : [new URL(publicUrl).origin, ...(e.NODE_ENV === "development" ? [DEV_SERVER_ORIGIN] : [])],
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    maxImageSide: e.MAX_IMAGE_SIDE,
    searchRateLimitPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
    uploadMegapixelsPerMinute: e.UPLOAD_MEGAPIXELS_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    writeRateLimitPerMinute: e.WRITE_RATE_LIMIT_PER_MINUTE,
    chatRateLimitPerMinute: e.CHAT_RATE_LIMIT_PER_MINUTE,
    realtimeLimits: {
      connectionsPerAddress: e.REALTIME_CONNECTIONS_PER_ADDRESS,
      connectionsPerUser: e.REALTIME_CONNECTIONS_PER_USER,
      sseSubscriptionsPerAddress: e.SSE_SUBSCRIPTIONS_PER_ADDRESS,
      subscriptionsPerUser: e.SUBSCRIPTIONS_PER_USER,
      operationsPerConnection: e.SUBSCRIPTIONS_PER_CONNECTION,
    },
    logLevel: e.LOG_LEVEL,
    v1TrustUserJoined: e.LEGACY_TRUST_USER_JOINED,
    v1ChatPassphrase: e.LEGACY_CHAT_PASSPHRASE,
    webDistDir: path.resolve(e.WEB_DIST_DIR ?? path.join(import.meta.dirname, "..", "..", "..", "web", "dist")),
    aiProvider:
      e.AI_BASE_URL && e.AI_MODEL ? { baseUrl: e.AI_BASE_URL, apiKey: e.AI_API_KEY, model: e.AI_MODEL } : null,
    aiTimeoutMs: e.AI_TIMEOUT_MS,
    aiRateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
    mail: {
      smtpUrl: e.SMTP_URL ?? null,
      from: e.MAIL_FROM ?? `SkySocial <no-reply@${new URL(publicUrl).hostname}>`,
      folder: path.join(dataDir, "mail"),
    },
    tracing: e.OTEL_EXPORTER_OTLP_ENDPOINT
      ? {
          endpoint: e.OTEL_EXPORTER_OTLP_ENDPOINT,
          serviceName: e.OTEL_SERVICE_NAME,
          traceparentFrom: e.TRUST_TRACEPARENT_FROM,
        }
      : null,
    metrics:
      e.METRICS_PORT === undefined && !e.METRICS_TOKEN
        ? null
        : { port: e.METRICS_PORT, host: e.METRICS_HOST, token: e.METRICS_TOKEN },
  };
}

/**
 * REDIS_URL alone: that server. REDIS_SENTINELS with REDIS_SENTINEL_NAME: whichever server the
 * sentinels name the group's primary, REDIS_URL (if set too) giving only its password, user and
 * database number. Half a sentinel setting would quietly fall back to one server, or to none.
 */
function redisTargetOf(e: Env): RedisTarget | null {
  if (e.REDIS_SENTINELS && !e.REDIS_SENTINEL_NAME)
    throw new ConfigError(
      "Invalid environment variable REDIS_SENTINEL_NAME: must be set with REDIS_SENTINELS (the master group name the sentinels monitor, e.g. mymaster)",
    );
  if (e.REDIS_SENTINEL_NAME && !e.REDIS_SENTINELS)
    throw new ConfigError(
      'Invalid environment variable REDIS_SENTINELS: must be set with REDIS_SENTINEL_NAME (the sentinels\' host:port pairs, e.g. "10.0.0.5:26379,10.0.0.6:26379")',
    );
  if (!e.REDIS_SENTINELS || !e.REDIS_SENTINEL_NAME) return e.REDIS_URL ?? null;
  if (e.REDIS_URL?.startsWith("rediss:"))
    throw new ConfigError(
      "Invalid environment variable REDIS_URL: must start with redis:// with REDIS_SENTINELS (TLS to sentinels and their servers is not supported)",
    );
  return { sentinels: e.REDIS_SENTINELS, name: e.REDIS_SENTINEL_NAME, credentials: e.REDIS_URL };
}

const S3_SETTINGS = [
  "S3_ENDPOINT",
  "S3_REGION",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PUBLIC_URL",
] as const;

/** S3_BUCKET turns the bucket on; the other S3_* settings without it would quietly do nothing, so they are refused. */
function mediaBucketOf(e: Env): MediaBucketConfig | null {
  if (!e.S3_BUCKET) {
    const stray = S3_SETTINGS.find((name) => e[name] !== undefined);
    if (stray)
      throw new ConfigError(
        `Invalid environment variable S3_BUCKET: must be set with ${stray} (the bucket images are kept in)`,
      );
    return null;
  }
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY)
    throw new ConfigError(
      `Invalid environment variable ${e.S3_ACCESS_KEY_ID ? "S3_SECRET_ACCESS_KEY" : "S3_ACCESS_KEY_ID"}: must be set with ${e.S3_ACCESS_KEY_ID ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY"} (or leave both unset for the AWS_* variables)`,
    );
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION ?? e.AWS_REGION ?? "us-east-1",
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // self-hosted stores (MinIO, Garage) answer at one host, the bucket in the path; AWS by virtual host
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? e.S3_ENDPOINT !== undefined,
    publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ""),
  };
}
