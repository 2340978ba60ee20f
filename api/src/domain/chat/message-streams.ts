// Each person's messages, sent and received, as one numbered stream (MessageStream in the schema).
// Sending a message locks both people's stream rows and numbers the message in each, so within
// one person's stream number n + 1 commits after number n. That gives a live client everything,
// once and in order, whatever the bus does: events of two nodes may arrive swapped, one may be
// lost, a client may reconnect after a while. The feed below hands out a person's messages by
// number: it skips what it already handed out, and on seeing a number beyond the next one it
// reads the missing ones from the database (they are committed: the later one waited for them).
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { DomainEvents } from "../../events/domain-events.ts";
import type { EventBus } from "../../events/event-bus.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError, ValidationError } from "../errors.ts";
import { requireId } from "../ids.ts";
import { WakeableFeed } from "../wakeable-feed.ts";

/** A reconnecting client catches up on at most this many messages; beyond that it reloads. */
export const MAX_CATCH_UP = 1000;
const BATCH = 100;

interface Numbered {
  id: string;
  seq: number;
}

export class MessageStreams {
  /** Each user's open feeds: one bus listener serves them all, so an event costs two lookups, not one call per feed. */
  private readonly feeds = new Map<string, Set<MessageFeed>>();
  private listening: Promise<unknown> | null = null;

  constructor(private readonly deps: { prisma: PrismaClient; bus: EventBus }) {}

  /**
   * The ids of the viewer's messages (sent and received) as they commit, each once, in stream
   * order. With `afterMessageId` (one of the viewer's messages) it first hands out every message
   * after that one, then goes on live; without, it starts with the next message. Listening starts
   * before this resolves, so nothing committed after it resolves is missed.
   */
  async follow(viewer: Viewer, afterMessageId: string | null): Promise<AsyncIterableIterator<string>> {
    const feed = new MessageFeed((from, to, limit) => this.slice(viewer.id, from, to, limit));
    const stop = await this.register(viewer.id, feed);
    try {
      const last = await this.lastSeq(viewer.id);
      const after = afterMessageId === null ? last : await this.seqOf(viewer.id, afterMessageId);
      if (last - after > MAX_CATCH_UP) throw ValidationError.of("after", "CATCH_UP_TOO_LONG", MAX_CATCH_UP);
      feed.start(after + 1, last > after, stop);
      return feed;
    } catch (error) {
      stop();
      throw error;
    }
  }

  /** Hands `userId`'s events to `feed` from now on; returns the function that stops it. */
  private async register(userId: string, feed: MessageFeed): Promise<() => void> {
    this.listening ??= this.deps.bus.subscribe("message.sent", (event) => {
      for (const party of [event.senderId, event.receiverId])
        for (const each of this.feeds.get(party) ?? []) each.offer(party, event);
    });
    await this.listening;
    const mine = this.feeds.get(userId) ?? new Set<MessageFeed>();
    this.feeds.set(userId, mine.add(feed));
    return () => {
      mine.delete(feed);
      if (!mine.size && this.feeds.get(userId) === mine) this.feeds.delete(userId);
    };
  }

  private async lastSeq(userId: string): Promise<number> {
    const stream = await this.deps.prisma.messageStream.findUnique({ where: { userId }, select: { lastSeq: true } });
    return stream?.lastSeq ?? 0;
  }

  private async seqOf(userId: string, messageId: string): Promise<number> {
    const message = await this.deps.prisma.message.findUnique({
      where: { id: requireId(messageId, "Message") },
      select: { senderId: true, senderSeq: true, receiverId: true, receiverSeq: true },
    });
    if (message?.senderId === userId) return message.senderSeq;
    if (message?.receiverId === userId) return message.receiverSeq;
    throw new NotFoundError("Message");
  }

  /** The user's messages numbered from `from` up to (not including) `to`, at most `limit`, in order. */
  private async slice(userId: string, from: number, to: number, limit: number): Promise<Numbered[]> {
    const range = { gte: from, ...(Number.isFinite(to) ? { lt: to } : {}) };
    const [sent, received] = await Promise.all([
      this.deps.prisma.message.findMany({
        where: { senderId: userId, senderSeq: range },
        orderBy: { senderSeq: "asc" },
        take: limit,
        select: { id: true, senderSeq: true },
      }),
      this.deps.prisma.message.findMany({
        where: { receiverId: userId, receiverSeq: range },
        orderBy: { receiverSeq: "asc" },
        take: limit,
        select: { id: true, receiverSeq: true },
      }),
    ]);
    const numbered = [
      ...sent.map((m) => ({ id: m.id, seq: m.senderSeq })),
      ...received.map((m) => ({ id: m.id, seq: m.receiverSeq })),
    ];
    return numbered.sort((x, y) => x.seq - y.seq).slice(0, limit);
  }
}

type Slice = (from: number, to: number, limit: number) => Promise<Numbered[]>;

/** One subscriber's feed: events as the bus delivers them, handed out in stream order without gaps or repeats. */
class MessageFeed extends WakeableFeed<string> {
  private readonly arrived: Numbered[] = [];
  private readonly ready: string[] = [];
  private nextSeq = 0;
  private catchingUp = false;

  constructor(private readonly slice: Slice) {
    super();
  }

  offer(userId: string, event: DomainEvents["message.sent"]): void {
    if (event.senderId !== userId && event.receiverId !== userId) return;
    this.arrived.push({ id: event.messageId, seq: event.senderId === userId ? event.senderSeq : event.receiverSeq });
    this.wakeUp();
  }

  start(nextSeq: number, catchUp: boolean, stopListening: () => void): void {
    this.nextSeq = nextSeq;
    this.catchingUp = catchUp;
    this.onClose(stopListening);
  }

  async next(): Promise<IteratorResult<string>> {
    for (;;) {
      if (this.closed) return { done: true, value: undefined };
      const ready = this.ready.shift();
      if (ready !== undefined) return { done: false, value: ready };
      if (this.catchingUp) {
        const rows = await this.slice(this.nextSeq, Infinity, BATCH);
        this.catchingUp = rows.length === BATCH;
        this.take(rows);
        continue;
      }
      const event = this.arrived.shift();
      if (!event) {
        await this.arrival();
        continue;
      }
      if (event.seq < this.nextSeq) continue; // handed out already (caught up from the database)
      if (event.seq > this.nextSeq) this.take(await this.slice(this.nextSeq, event.seq, event.seq - this.nextSeq));
      this.take([event]);
    }
  }

  private take(rows: Numbered[]): void {
    for (const row of rows) {
      this.ready.push(row.id);
      this.nextSeq = row.seq + 1;
    }
  }
}
