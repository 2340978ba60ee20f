// v1 chat text on the wire: every v1 client build encrypts messages with crypto-js
// `AES.encrypt(text, passphrase)` and one shared passphrase (LEGACY_CHAT_PASSPHRASE), i.e.
// OpenSSL's password-based format: base64("Salted__" + 8-byte salt + AES-256-CBC ciphertext),
// key and IV derived from passphrase and salt with EVP_BytesToKey (MD5, one iteration), PKCS#7
// padding. The server translates at its edge: it stores what v1 clients mean (plain text) and
// hands them ciphertext they can decrypt. Compatibility, not secrecy: the passphrase ships in
// every v1 bundle. Both v1 faces speak it (rest/v1 and realtime/v1-chat.ts), with the one cipher
// the composition (http/app.ts) makes of LEGACY_CHAT_PASSPHRASE.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

const MAGIC = Buffer.from("Salted__", "latin1");
const SALT_BYTES = 8;
const KEY_BYTES = 32;
const IV_BYTES = 16;
const BLOCK_BYTES = 16;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** OpenSSL's EVP_BytesToKey with MD5 and one iteration: D_i = MD5(D_(i-1) || passphrase || salt). */
function keyAndIv(passphrase: string, salt: Buffer): { key: Buffer; iv: Buffer } {
  const secret = Buffer.from(passphrase, "utf8");
  const blocks: Buffer[] = [];
  let previous = Buffer.alloc(0);
  while (blocks.length * 16 < KEY_BYTES + IV_BYTES) {
    previous = createHash("md5").update(previous).update(secret).update(salt).digest();
    blocks.push(previous);
  }
  const derived = Buffer.concat(blocks);
  return { key: derived.subarray(0, KEY_BYTES), iv: derived.subarray(KEY_BYTES, KEY_BYTES + IV_BYTES) };
}

export class V1ChatCipher {
  constructor(private readonly passphrase: string) {}

  /** Ciphertext a v1 client decrypts to `text` (a fresh random salt each time, as crypto-js does). */
  encrypt(text: string): string {
    const salt = randomBytes(SALT_BYTES);
    const { key, iv } = keyAndIv(this.passphrase, salt);
    const cipher = createCipheriv("aes-256-cbc", key, iv);
    return Buffer.concat([MAGIC, salt, cipher.update(text, "utf8"), cipher.final()]).toString("base64");
  }

  /**
   * The text inside v1 ciphertext, or null when `ciphertext` is not v1 ciphertext made with this
   * passphrase (not base64 of a salted block sequence, bad padding, not UTF-8).
   */
  decrypt(ciphertext: string): string | null {
    const compact = ciphertext.trim();
    if (!BASE64.test(compact)) return null;
    const raw = Buffer.from(compact, "base64");
    const body = raw.length - MAGIC.length - SALT_BYTES;
    if (body < BLOCK_BYTES || body % BLOCK_BYTES !== 0 || !raw.subarray(0, MAGIC.length).equals(MAGIC)) return null;
    const salt = raw.subarray(MAGIC.length, MAGIC.length + SALT_BYTES);
    const { key, iv } = keyAndIv(this.passphrase, salt);
    try {
      const decipher = createDecipheriv("aes-256-cbc", key, iv);
      const plain = Buffer.concat([decipher.update(raw.subarray(MAGIC.length + SALT_BYTES)), decipher.final()]);
      // crypto-js refuses malformed UTF-8 ("Malformed UTF-8 data"): so does this
      return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(plain);
    } catch {
      return null; // a wrong passphrase almost always ends in bad padding
    }
  }

  /** What a v1 client sent, as the text to store: decrypted, or as received when it does not decrypt. */
  fromV1(message: string): string {
    return this.decrypt(message) ?? message;
  }
}
