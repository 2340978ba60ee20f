// v1 Message: the text is v1's `message`, as v1 ciphertext (v1 clients decrypt what they show).
// Its people are plain id strings in a conversation's history and in a sent message, and
// UserBriefs as the partner list's last message (docs/v1-compatibility.md, REST #8, #12, #13).
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { V1ChatCipher } from "../../../v1/chat-cipher.ts";
import type { ImageUrl } from "./images.ts";
import { userBrief, userBriefSelect, type UserBrief } from "./user.ts";

/** What a v1 client shows for a deleted message (it has no placeholder of its own). */
export const DELETED_MESSAGE_TEXT = "This message was deleted";

export const messageSelect = {
  id: true,
  text: true,
  deletedAt: true,
  senderId: true,
  receiverId: true,
  createdAt: true,
} satisfies Prisma.MessageSelect;
export type MessageRow = Prisma.MessageGetPayload<{ select: typeof messageSelect }>;

export const messageWithPeopleSelect = {
  ...messageSelect,
  sender: { select: userBriefSelect },
  receiver: { select: userBriefSelect },
} satisfies Prisma.MessageSelect;
export type MessageWithPeopleRow = Prisma.MessageGetPayload<{ select: typeof messageWithPeopleSelect }>;

interface V1MessageBase {
  _id: string;
  /** v1 ciphertext */
  message: string;
  createdAt: string;
  __v: 0;
}

export interface V1Message extends V1MessageBase {
  sender: string;
  receiver: string;
}

export interface V1MessageWithPeople extends V1MessageBase {
  sender: UserBrief;
  receiver: UserBrief;
}

function base(message: MessageRow, cipher: V1ChatCipher): V1MessageBase {
  return {
    _id: message.id,
    message: cipher.encrypt(message.deletedAt ? DELETED_MESSAGE_TEXT : message.text),
    createdAt: message.createdAt.toISOString(),
    __v: 0,
  };
}

export function v1Message(message: MessageRow, cipher: V1ChatCipher): V1Message {
  return { ...base(message, cipher), sender: message.senderId, receiver: message.receiverId };
}

export function v1MessageWithPeople(
  message: MessageWithPeopleRow,
  cipher: V1ChatCipher,
  imageUrl: ImageUrl,
): V1MessageWithPeople {
  return {
    ...base(message, cipher),
    sender: userBrief(message.sender, imageUrl),
    receiver: userBrief(message.receiver, imageUrl),
  };
}
