// Messages: send (creating the pair's conversation with the first one), delete your own (a
// placeholder stays for both sides), read a conversation's history in pages.
// What a send writes, and why in that order, is in store-message.ts.
import type { Message, PrismaClient } from "../../generated/prisma/client.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { RateLimit } from "../limits/rate-limit.ts";
import type { Viewer } from "../auth/sessions.ts";
import { ForbiddenError, NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { inShape, decodeCursor, pageSize, toPage, type Page, type QueryShape } from "../pagination.ts";
import { claimKey, settleKey, stillThere, type IdempotencyKeys, type KeyClaim } from "../idempotency-keys.ts";
import { inTransaction } from "../transaction.ts";
import { parseInput } from "../validation.ts";
import { lockConversation } from "./conversations.ts";
import { messageInput, takesPart, type Pair } from "./rules.ts";
import { storeMessage } from "./store-message.ts";
import { conversationKey, OneAtATimePerKey } from "./sends-in-order.ts";

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
  /** a conversation's sends on this node, one at a time: its messages go out in the order stored */
  private readonly inOrder = new OneAtATimePerKey();

  constructor(
    private readonly deps: { prisma: PrismaClient; bus: EventBus; sends: RateLimit; keys: IdempotencyKeys },
  ) {}

  /** Sends `text` to `receiverId`; the message commits with its conversation, then `message.sent` goes out. */
  send(viewer: Viewer, receiverId: string, text: unknown, key: string | null = null): Promise<Message> {
    return this.deps.keys.once(
      { accountId: viewer.id, key, operation: "sendMessage", input: { receiverId, text } },
      async (id) => stillThere(await this.deps.prisma.message.findUnique({ where: { id } }), "Message"),
      (claim) => this.sendOnce(viewer, receiverId, text, claim),
    );
  }

  private async sendOnce(viewer: Viewer, receiverId: string, text: unknown, claim: KeyClaim | undefined) {
    await this.deps.sends.take(viewer.id);
    const fields = parseInput(messageInput, { text });
    const receiver = requireId(receiverId, "User");
    if (receiver === viewer.id) throw ValidationError.of("receiverId", "CANNOT_MESSAGE_SELF");
    const message = { senderId: viewer.id, receiverId: receiver, text: fields.text };
    return this.inOrder.run(conversationKey(viewer.id, receiver), async () => {
      // one statement without a key (the hot path); with one, a transaction holds the key's row too
      const stored = claim
        ? await inTransaction(this.deps.prisma, this.deps.bus, async (tx) => {
            await claimKey(tx, claim);
            const sent = await storeMessage(tx, message);
            await settleKey(tx, claim, sent.message.id);
            return sent;
          })
        : await storeMessage(this.deps.prisma, message);
      this.deps.bus.committed([stored.event]);
      return stored.message;
    });
  }

  /** Erases the text of the viewer's own message, for both sides; deleting it again changes nothing. */
  async delete(viewer: Viewer, messageId: string): Promise<Message> {
    const id = requireId(messageId, "Message");
    const message = await this.deps.prisma.message.findUnique({ where: { id } });
    // someone else's conversation: as if it did not exist
    if (!message || (message.senderId !== viewer.id && message.receiverId !== viewer.id))
      throw new NotFoundError("Message");
    if (message.senderId !== viewer.id) throw new ForbiddenError("CANNOT_DELETE_MESSAGE");
    return this.erase(message);
  }

  /** Erases `message` for both sides, as its sender deleting it does; whoever may (its sender, a moderator) has been checked. */
  async erase(message: Message): Promise<Message> {
    const { id } = message;
    if (message.deletedAt) return message;
    return inTransaction(this.deps.prisma, this.deps.bus, async (tx, events) => {
      await lockConversation(tx, message.conversationId);
      const { count } = await tx.message.updateMany({
        where: { id, deletedAt: null },
        data: { text: "", deletedAt: new Date() },
      });
      if (count)
        events.publish("message.deleted", {
          messageId: id,
          conversationId: message.conversationId,
          senderId: message.senderId,
          receiverId: message.receiverId,
        });
      return tx.message.findUniqueOrThrow({ where: { id } });
    });
  }

  /**
   * A page of the conversation's messages, oldest first. `last`/`before` (the default: the newest
   * page) walk back to older ones, `first`/`after` forward to newer ones.
   */
  async history(
    viewer: Viewer,
    conversation: Pair & { id: string },
    args: HistoryArgs,
    shape: QueryShape = {},
  ): Promise<HistoryPage<Message>> {
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
        ...(from && {
          OR: [{ createdAt: { [beyond]: from.createdAt } }, { createdAt: from.createdAt, id: { [beyond]: from.id } }],
        }),
      },
      orderBy: forward ? [{ createdAt: "asc" }, { id: "asc" }] : [{ createdAt: "desc" }, { id: "desc" }],
      take: size + 1,
    });
    const page = toPage(inShape<Message[]>(rows), size);
    return forward
      ? { ...page, hasPreviousPage: false }
      : { nodes: page.nodes.reverse(), hasNextPage: false, hasPreviousPage: page.hasNextPage };
  }

  /** How many messages the conversation holds (its whole history, deleted ones included as they are shown). */
  count(viewer: Viewer, conversation: Pair & { id: string }): Promise<number> {
    if (!takesPart(viewer, conversation)) throw new NotFoundError("Conversation not found");
    return this.deps.prisma.message.count({ where: { conversationId: conversation.id } });
  }
}

/** Runs `read`, reporting its validation error under the argument the caller used (`before` for `after`, ...). */
function renamed<T>(field: string, as: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof ValidationError && field !== as)
      throw new ValidationError([{ ...error.fieldErrors[0], field }]);
    throw error;
  }
}
