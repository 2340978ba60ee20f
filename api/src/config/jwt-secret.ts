// The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
// in DATA_DIR (mode 0600), so tokens survive restarts and deleting DATA_DIR resets everything.
// Only a single node may generate its own: with REDIS_URL (several nodes) config/env.ts demands
// JWT_SECRET, since nodes on several machines share no folder to keep one in.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    // Written whole under a private name, then linked into place: nodes sharing DATA_DIR that
    // start together never read a half-written file, and the first link wins (EEXIST for the rest).
    const draft = `${file}.${process.pid}.${crypto.randomUUID()}`;
    fs.writeFileSync(draft, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
