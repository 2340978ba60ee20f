import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { io, type Socket } from "socket.io-client";
import { inject } from "vitest";
import type { ApiUser } from "./socialApi";

// A v1 client as docs/v1-compatibility.md describes it: REST under /api/v1, Socket.IO with the token in
// the handshake and a `user-joined`, and chat text encrypted like crypto-js's AES.encrypt with the
// shared passphrase (OpenSSL "Salted__" format: EVP_BytesToKey with MD5, AES-256-CBC).

const PASSPHRASE = "your-secret-base-key";

function keyAndIv(salt: Buffer): { key: Buffer; iv: Buffer } {
  let derived = Buffer.alloc(0);
  let block = Buffer.alloc(0);
  while (derived.length < 48) {
    block = createHash("md5")
      .update(Buffer.concat([block, Buffer.from(PASSPHRASE), salt]))
      .digest();
    derived = Buffer.concat([derived, block]);
  }
  return { key: derived.subarray(0, 32), iv: derived.subarray(32, 48) };
}

export function v1Encrypt(text: string): string {
  const salt = randomBytes(8);
  const { key, iv } = keyAndIv(salt);
  const cipher = createCipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([Buffer.from("Salted__"), salt, cipher.update(text, "utf8"), cipher.final()]).toString("base64");
}

export function v1Decrypt(ciphertext: string): string {
  const raw = Buffer.from(ciphertext, "base64");
  if (raw.subarray(0, 8).toString() !== "Salted__") throw new Error(`not v1 ciphertext: ${ciphertext}`);
  const { key, iv } = keyAndIv(raw.subarray(8, 16));
  const decipher = createDecipheriv("aes-256-cbc", key, iv);
  return Buffer.concat([decipher.update(raw.subarray(16)), decipher.final()]).toString("utf8");
}

export interface ReceivedMessage {
  readonly senderId: string;
  readonly message: string;
  readonly timestamp: string;
}

export interface V1ChatClient {
  /** Every `receive-message` so far, in order. */
  readonly received: ReceivedMessage[];
  /** v1's send sequence: the `send-message` emit, then POST #13 (which stores it). */
  send(receiverId: string, text: string): Promise<void>;
  close(): void;
}

/** Connects `user`'s v1 socket, joined (the server answered its `user-joined`). */
export async function connectV1Chat(user: ApiUser): Promise<V1ChatClient> {
  const baseUrl = inject("baseUrl");
  const userId = user.auth.viewer.databaseId;
  const socket: Socket = io(baseUrl, {
    transports: ["websocket"],
    reconnection: false,
    forceNew: true,
    auth: { token: user.auth.token },
  });
  const received: ReceivedMessage[] = [];
  socket.on("receive-message", (payload: ReceivedMessage) => received.push(payload));
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("connect_error", reject);
  });
  const joined = new Promise((resolve) => socket.once("active-people", resolve));
  socket.emit("user-joined", userId);
  await joined;

  return {
    received,
    async send(receiverId, text) {
      const message = v1Encrypt(text);
      socket.emit("send-message", { senderId: userId, receiverId, message, timestamp: new Date().toISOString() });
      const response = await fetch(`${baseUrl}/api/v1/users/${receiverId}/message`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${user.auth.token}` },
        body: JSON.stringify({ senderId: userId, receiverId, message }),
      });
      if (response.status !== 201) throw new Error(`v1 send failed: ${response.status} ${await response.text()}`);
    },
    close: () => socket.disconnect(),
  };
}
