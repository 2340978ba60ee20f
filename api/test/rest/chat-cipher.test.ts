// The v1 chat cipher against crypto-js 4.2.0 itself, the library every v1 client encrypts with:
// what a v1 client makes decrypts here, and what this makes a v1 client decrypts.
import CryptoJS from "crypto-js";
import { describe, expect, it } from "vitest";
import { V1ChatCipher } from "../../src/v1/chat-cipher.ts";

const PASSPHRASE = "your-secret-base-key"; // every v1 build's (docs/v1-compatibility.md, Chat text)
const cipher = new V1ChatCipher(PASSPHRASE);
const v1Encrypt = (text: string, passphrase = PASSPHRASE) => CryptoJS.AES.encrypt(text, passphrase).toString();
const v1Decrypt = (ciphertext: string, passphrase = PASSPHRASE) =>
  CryptoJS.AES.decrypt(ciphertext, passphrase).toString(CryptoJS.enc.Utf8);

const TEXTS = [
  "hi",
  "",
  "héllo wörld — ñ",
  "emoji 😀👨‍👩‍👧 and 日本語",
  "x".repeat(2000),
  "16 bytes exactly",
  " padded with spaces ",
];

describe("V1ChatCipher", () => {
  it("decrypts what crypto-js encrypts", () => {
    for (const text of TEXTS) {
      const ciphertext = v1Encrypt(text);
      expect(ciphertext.startsWith("U2FsdGVkX1")).toBe(true);
      expect(cipher.decrypt(ciphertext)).toBe(text);
    }
  });

  it("encrypts what crypto-js decrypts, with a fresh salt each time", () => {
    for (const text of TEXTS) expect(v1Decrypt(cipher.encrypt(text))).toBe(text);
    expect(cipher.encrypt("same")).not.toBe(cipher.encrypt("same"));
  });

  it("finds nothing in text that is not v1 ciphertext of this passphrase, and never throws", () => {
    const notCiphertext = [
      "plain text",
      "",
      "U2FsdGVkX1", // the prefix alone
      Buffer.from("Salted__12345678").toString("base64"), // no ciphertext after the salt
      Buffer.from("Salted__12345678" + "x".repeat(17)).toString("base64"), // not whole blocks
      Buffer.from("NotSalt_12345678" + "x".repeat(16)).toString("base64"),
      v1Encrypt("secret", "another passphrase"),
      v1Encrypt("secret").slice(0, -4), // cut
      "%%%%not base64%%%%",
      "U2FsdGVkX1".repeat(100_000),
    ];
    for (const text of notCiphertext) expect(cipher.decrypt(text)).toBeNull();
    expect(cipher.fromV1("plain text")).toBe("plain text");
    expect(cipher.fromV1(v1Encrypt("secret"))).toBe("secret");
  });
});
