// A passkey authenticator in software, for API tests: what a phone or a security key does for
// WebAuthn (a P-256 key pair per credential, "none" attestation, a signature counter), answering
// the server's JSON options with the JSON @simplewebauthn/browser would send. Browser tests use
// Chromium's own virtual authenticator instead.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: Buffer;
  counter: number;
}

interface CreationOptions {
  challenge: string;
  rp: { id: string };
  user: { id: string };
}

interface RequestOptions {
  challenge: string;
  rpId: string;
  allowCredentials?: { id: string }[];
}

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  /** `origin`: the page the "browser" is on, which it writes into the client data it signs. */
  constructor(private readonly origin: string) {}

  /** navigator.credentials.create() for `optionsJson`: the answer as JSON. */
  register(optionsJson: string, { challenge }: { challenge?: string } = {}): string {
    const options = JSON.parse(optionsJson) as CreationOptions;
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credential: Credential = {
      id: randomBytes(16),
      privateKey,
      rpId: options.rp.id,
      userHandle: Buffer.from(options.user.id, "base64url"),
      counter: 0,
    };
    this.credentials.push(credential);
    const jwk = publicKey.export({ format: "jwk" });
    const coseKey = cbor(
      new Map<number, number | Buffer>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credential.id.length);
    const authData = Buffer.concat([
      authenticatorData(credential, 0x40),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      credential.id,
      coseKey,
    ]);
    const clientData = this.clientData("webauthn.create", challenge ?? options.challenge);
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(
          cbor(
            new Map<string, unknown>([
              ["fmt", "none"],
              ["attStmt", new Map()],
              ["authData", authData],
            ]),
          ),
        ),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    });
  }

  /**
   * navigator.credentials.get() for `optionsJson`, signed by the credential the options allow (or
   * the first): the answer as JSON. `userVerified: false` is a device that did not ask its owner.
   */
  answer(
    optionsJson: string,
    { userVerified = true, credential: chosen }: { userVerified?: boolean; credential?: Credential } = {},
  ): string {
    const options = JSON.parse(optionsJson) as RequestOptions;
    const allowed = options.allowCredentials?.map((c) => c.id) ?? [];
    const credential =
      chosen ??
      this.credentials.find((c) => c.rpId === options.rpId && (!allowed.length || allowed.includes(b64url(c.id))));
    if (!credential) throw new Error("no credential for these options");
    credential.counter += 1;
    const authData = authenticatorData(credential, userVerified ? 0x04 : 0);
    const clientData = this.clientData("webauthn.get", options.challenge);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), credential.privateKey);
    return JSON.stringify({
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: "public-key",
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: b64url(credential.userHandle),
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    });
  }

  private clientData(type: string, challenge: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin: this.origin, crossOrigin: false }));
  }
}

/** rpIdHash | flags (user present, plus `flags`) | counter */
function authenticatorData(credential: Credential, flags: number): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(credential.counter);
  return Buffer.concat([sha256(credential.rpId), Buffer.from([0x01 | flags]), counter]);
}

/** Just enough CBOR (RFC 8949) for attestation objects and COSE keys. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number) => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
    const bytes = Buffer.alloc(3);
    bytes[0] = (major << 5) | 25;
    bytes.writeUInt16BE(length, 1);
    return bytes;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (value instanceof Map)
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([key, item]) => [cbor(key), cbor(item)])]);
  throw new Error(`cannot encode ${typeof value}`);
}
