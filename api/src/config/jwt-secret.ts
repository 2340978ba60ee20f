// The signing secret: JWT_SECRET when set, otherwise one generated on first start and kept
// in DATA_DIR (mode 0600), so tokens survive restarts and deleting DATA_DIR resets everything.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "jwt-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // "wx": only the first process to start creates it; a concurrent one reads it below.
    fs.writeFileSync(file, crypto.randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`);
  return secret;
}
