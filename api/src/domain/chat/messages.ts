// Messages: send (creating the pair's conversation with the first one), delete your own (a
// placeholder stays for both sides), read a conversation's history in pages.
//
// Why two first messages sent at the same moment make one conversation, and why a conversation's
// messages go out in the order they commit (PostgreSQL, READ COMMITTED): sending locks both
// people's MessageStream rows (in id order) before anything else, so two sends between the same
// two people run one after the other; the conversation row is then created if missing (ON
// CONFLICT DO NOTHING also covers a pair reached by no other path) and updated, which locks it as
// reading and deleting do. Its new lastMessageAt is the message's createdAt: later than the clock
// and than the previous message, so within a conversation createdAt follows commit order.
import type { Message, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../auth/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { decodeCursor, pageSize, toPage, type Page, type QueryShape } from "../pagination.ts";
import { inTransaction } from "../transaction.ts";
import { parseInput } from "../validation.ts";
import { lockConversation } from "./conversations.ts";
import { numberInStreams } from "./message-streams.ts";
import { messageInput, pairOf, takesPart, type Pair } from "./rules.ts";

/** Relay's arguments for a list read in both directions. */
export interface HistoryArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

/** A page of a conversation's messages, oldest first, and whether more lie before and after it. */
export interface HistoryPage<T> extends Page<T> {
  hasPreviousPage: boolean;
}

export class Messages {
  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus; sends: RateLimit }) {}

  /** Sends `text` to `receiverId`; the message commits with its conversation, then `message.sent` goes out. */
  async send(viewer: Viewer, receiverId: string, text: unknown): Promise<Message> {
    await this.deps.sends.take(viewer.id);
    const fields = parseInput(messageInput, { text });
    const receiver = await this.receiver(viewer, receiverId);
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      const [senderSeq, receiverSeq] = await numberInStreams(tx, viewer.id, receiver);
      const conversation = await touchConversation(tx, pairOf(viewer.id, receiver));
      const message = await tx.message.create({
        data: { conversationId: conversation.id, senderId: viewer.id, receiverId: receiver, text: fields.text, createdAt: conversation.lastMessageAt, senderSeq, receiverSeq },
      });
      events.publish("message.sent", { messageId: message.id, conversationId: conversation.id, senderId: viewer.id, receiverId: receiver, senderSeq, receiverSeq });
      return message;
    });
  }

  /** Erases the text of the viewer's own message, for both sides; deleting it again changes nothing. */
  async delete(viewer: Viewer, messageId: string): Promise<Message> {
    const id = requireId(messageId, "Message");
    const message = await this.deps.prisma.message.findUnique({ where: { id } });
    // someone else's conversation: as if it did not exist
    if (!message || (message.senderId !== viewer.id && message.receiverId !== viewer.id)) throw new NotFoundError("Message");
    if (message.senderId !== viewer.id) throw new ForbiddenError("CANNOT_DELETE_MESSAGE");
    if (message.deletedAt) return message;
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      await lockConversation(tx, message.conversationId);
      const { count } = await tx.message.updateMany({ where: { id, deletedAt: null }, data: { text: "", deletedAt: new Date() } });
      if (count) events.publish("message.deleted", { messageId: id, conversationId: message.conversationId, senderId: message.senderId, receiverId: message.receiverId });
      return tx.message.findUniqueOrThrow({ where: { id } });
    });
  }

  /**
   * A page of the conversation's messages, oldest first. `last`/`before` (the default: the newest
   * page) walk back to older ones, `first`/`after` forward to newer ones.
   */
  async history(viewer: Viewer, conversation: Pair & { id: string }, args: HistoryArgs, shape: QueryShape = {}): Promise<HistoryPage<Message>> {
    if (!takesPart(viewer, conversation)) throw new NotFoundError("Conversation");
    const forward = args.first != null || args.after != null;
    if (forward && (args.last != null || args.before != null)) throw ValidationError.of("last", "PAGING_BOTH_WAYS");
    const size = renamed(forward ? "first" : "last", "first", () => pageSize(forward ? args.first : args.last));
    const cursor = forward ? args.after : args.before;
    const from = cursor ? renamed(forward ? "after" : "before", "after", () => decodeCursor(cursor)) : undefined;
    const beyond = forward ? "gt" : "lt";
    const rows = await this.deps.prisma.message.findMany({
      ...shape,
      where: {
        conversationId: conversation.id,
        ...(from && { OR: [{ createdAt: { [beyond]: from.createdAt } }, { createdAt: from.createdAt, id: { [beyond]: from.id } }] }),
      },
      orderBy: forward ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
      take: size + 1,
    });
    const page = toPage(rows as Message[], size);
    return forward ? { ...page, hasPreviousPage: false } : { nodes: page.nodes.reverse(), hasNextPage: false, hasPreviousPage: page.hasNextPage };
  }

  /** How many messages the conversation holds (its whole history, deleted ones included as they are shown). */
  count(viewer: Viewer, conversation: Pair & { id: string }): Promise<number> {
    if (!takesPart(viewer, conversation)) throw new NotFoundError("Conversation not found");
    return this.deps.prisma.message.count({ where: { conversationId: conversation.id } });
  }

  private async receiver(viewer: Viewer, receiverId: string): Promise<string> {
    const id = requireId(receiverId, "User");
    if (id === viewer.id) throw ValidationError.of("receiverId", "CANNOT_MESSAGE_SELF");
    const user = await this.deps.prisma.user.findUnique({ where: { id }, select: { id: true } });
    if (!user) throw new NotFoundError("User");
    return user.id;
  }
}

/** The pair's conversation, created if missing, locked, with lastMessageAt moved to the new message's time. */
async function touchConversation(tx: Prisma.TransactionClient, pair: Pair): Promise<{ id: string; lastMessageAt: Date }> {
  await tx.conversation.createMany({ data: [{ ...pair, lastMessageAt: new Date(0) }], skipDuplicates: true });
  const rows = await tx.$queryRaw<{ id: string; lastMessageAt: Date }[]>`
    UPDATE "Conversation"
    SET "lastMessageAt" = GREATEST(clock_timestamp(), "lastMessageAt" + interval '1 millisecond')
    WHERE "lowUserId" = ${pair.lowUserId}::uuid AND "highUserId" = ${pair.highUserId}::uuid
    RETURNING "id", "lastMessageAt"`;
  return rows[0]!;
}

/** Runs `read`, reporting its validation error under the argument the caller used (`before` for `after`, ...). */
function renamed<T>(field: string, as: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ValidationError && field !== as) throw new ValidationError([{ ...error.fieldErrors[0], field }]);
    throw error;
  }
}
