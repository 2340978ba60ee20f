// A message's write: one SQL statement, so one round trip and no transaction to open and close
// (a send used to take eight statements; chat throughput is bound by them).
//
// What the statement does, in this order (each step reads the one before, which fixes the order
// PostgreSQL runs them in):
// 0. asks whether the receiver takes messages from the sender (their setting, a block either way:
//    contact-settings.ts, messageRefusal); a refusal writes nothing and says so (MESSAGES_NOT_ACCEPTED,
//    whatever the reason: the send has always answered one code);
// 1. numbers the message in both people's MessageStream, locking both rows in id order, so two
//    sends sharing a person never deadlock, and within one person's stream number n + 1 commits
//    after number n; only when both are people (a deleted account's stand-in takes no message);
// 2. creates the pair's conversation if missing, or moves its lastMessageAt on, locking its row:
//    sends, reads and deletions of one conversation commit one after another. The new
//    lastMessageAt is later than the clock and than the previous message, so within a
//    conversation createdAt follows commit order;
// 3. inserts the message with that createdAt and both numbers;
// 4. stores its `message.sent` event in the outbox (transaction.ts explains why events are stored).
// A receiver that is nobody (or a stand-in) makes step 1 number nobody, and so the rest write
// nothing: the statement returns no message. One deleted while the message is sent fails step 1's
// foreign key once the deletion commits. Either way nothing is written.
import type { Message, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { CommittedEvent } from "../../events/outbox-relay.ts";
import { isForeignKeyViolation } from "../database-failures.ts";
import { ForbiddenError, NotFoundError } from "../errors.ts";
import { newId } from "../ids.ts";
import { activeAccountSql } from "../users/active-accounts.ts";
import { messageRefusalSql, type MessageRefusal } from "../users/contact-settings.ts";
import { pairOf } from "./rules.ts";

export interface NewMessage {
  senderId: string;
  receiverId: string;
  text: string;
}

/** The statement's one row: the message stored and its event's row, or nothing (refused, or the receiver is nobody), and any refusal. */
type Outcome = (
  | (Message & { eventId: bigint; eventCreatedAt: Date; eventPayload: DomainEvents["message.sent"] })
  | { [K in keyof Message | "eventId" | "eventCreatedAt" | "eventPayload"]: null }
) & { refusal: MessageRefusal | null };

/** The message as stored, and its `message.sent` event's outbox row, for the bus once committed. */
export interface StoredMessage {
  message: Message;
  event: CommittedEvent;
}

/** `prisma`: the client, or a transaction the message joins (one with an idempotency key's row). */
export async function storeMessage(
  prisma: PrismaClient | Prisma.TransactionClient,
  message: NewMessage,
): Promise<StoredMessage> {
  const { senderId, receiverId, text } = message;
  const pair = pairOf(senderId, receiverId);
  const type = "message.sent" satisfies keyof DomainEvents;
  try {
    const rows = await prisma.$queryRaw<Outcome[]>`
      WITH "refusal" AS (${messageRefusalSql(senderId, receiverId)}), "people" AS (
        SELECT count(*) AS "found" FROM "User" WHERE "id" IN (${pair.lowUserId}::uuid, ${pair.highUserId}::uuid) AND ${activeAccountSql("User")}
          AND NOT EXISTS (SELECT 1 FROM "refusal" WHERE "refusal" IS NOT NULL)
      ), "streams" AS (
        INSERT INTO "MessageStream" ("userId", "lastSeq")
        SELECT "userId", 1 FROM (VALUES (${pair.lowUserId}::uuid), (${pair.highUserId}::uuid)) AS "pair" ("userId"), "people" WHERE "found" = 2
        ORDER BY "userId"
        ON CONFLICT ("userId") DO UPDATE SET "lastSeq" = "MessageStream"."lastSeq" + 1
        RETURNING "userId", "lastSeq"
      ), "conversation" AS (
        INSERT INTO "Conversation" ("id", "lowUserId", "highUserId", "lastMessageAt")
        SELECT ${newId()}::uuid, ${pair.lowUserId}::uuid, ${pair.highUserId}::uuid, clock_timestamp()
        FROM (SELECT count(*) AS "numbered" FROM "streams") AS "step1" WHERE "numbered" = 2
        ON CONFLICT ("lowUserId", "highUserId") DO UPDATE
        SET "lastMessageAt" = GREATEST(clock_timestamp(), "Conversation"."lastMessageAt" + interval '1 millisecond')
        RETURNING "id", "lastMessageAt"
      ), "message" AS (
        INSERT INTO "Message" ("id", "conversationId", "senderId", "receiverId", "text", "createdAt", "senderSeq", "receiverSeq")
        SELECT ${newId()}::uuid, "conversation"."id", ${senderId}::uuid, ${receiverId}::uuid, ${text}, "conversation"."lastMessageAt",
          (SELECT "lastSeq" FROM "streams" WHERE "userId" = ${senderId}::uuid),
          (SELECT "lastSeq" FROM "streams" WHERE "userId" = ${receiverId}::uuid)
        FROM "conversation"
        RETURNING *
      ), "outbox" AS (
        INSERT INTO "OutboxEvent" ("type", "payload")
        SELECT ${type}, jsonb_build_object(
          'messageId', "id", 'conversationId', "conversationId", 'senderId', "senderId", 'receiverId', "receiverId",
          'senderSeq', "senderSeq", 'receiverSeq', "receiverSeq")
        FROM "message"
        RETURNING "id", "createdAt", "payload"
      )
      SELECT "message".*, "outbox"."id" AS "eventId", "outbox"."createdAt" AS "eventCreatedAt", "outbox"."payload" AS "eventPayload",
        (SELECT "refusal" FROM "refusal") AS "refusal"
      FROM (VALUES (1)) AS "always" LEFT JOIN "message" ON true LEFT JOIN "outbox" ON true`;
    const row = rows[0]!;
    if (row.refusal) throw new ForbiddenError("MESSAGES_NOT_ACCEPTED");
    if (row.id === null) throw new NotFoundError("User");
    const { refusal: _none, eventId, eventCreatedAt, eventPayload, ...message } = row;
    // the payload as stored: published now, it is the one a sweep would publish
    const event: CommittedEvent = {
      id: eventId,
      createdAt: eventCreatedAt,
      type,
      payload: eventPayload,
      traceContext: null,
    };
    return { message, event };
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new NotFoundError("User");
    throw error;
  }
}
