// The rows a face shows once a domain operation or a live stream has named them by id: "the post
// just created", "the conversation this event is about". A face reads them for one viewer
// (`domain.rowsFor(viewer)`), and each read answers only what that model's read policy lets the
// viewer see (domain/policies): a row it hides reads as null, as a row that does not exist does.
// So an id that reaches a face from anywhere (an event, a payload, a client) cannot read past a
// policy, whoever chose it. The face only says which of the row's fields and relations it shows
// (`shape`, Pothos' selection), so that faces never hold the database client. Rows come typed as
// their model through inShape (pagination.ts), the one place that says why.
import type {
  Comment,
  Conversation,
  Game,
  GameInvitation,
  GameMove,
  Message,
  Notification,
  Post,
  Prisma,
  PrismaClient,
  User,
} from "../generated/prisma/client.ts";
import type { Viewer } from "./auth/sessions.ts";
import { stillThere } from "./idempotency-keys.ts";
import { APPEAL_NOTICE } from "./notifications/notifications.ts";
import { commentPolicy } from "./policies/comments.ts";
import { conversationPolicy } from "./policies/conversations.ts";
import { gamePolicy, invitationPolicy } from "./policies/games.ts";
import { notificationPolicy } from "./policies/notifications.ts";
import { postPolicy } from "./policies/posts.ts";
import { userPolicy } from "./policies/users.ts";
import { inShape, type QueryShape } from "./pagination.ts";

/**
 * `shape` with a relation the read checks the row by, read in the same statement. A read by id
 * alone, so that Prisma batches a page's reads of one field into one statement; a where with a
 * relation filter would cost a statement per row.
 */
function checkedBy(shape: QueryShape, relations: Record<string, object>): QueryShape {
  if (shape.select) return { select: { ...shape.select, ...relations } };
  return { include: { ...shape.include, ...relations } };
}

/** The row, or NOT_FOUND for `subject` when the viewer may not see it (for fields that are never null). */
export async function shown<T>(row: Promise<T | null>, subject: string): Promise<T> {
  return stillThere(await row, subject);
}

export class Rows {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly viewer: Viewer | null,
  ) {}

  private get viewerId() {
    return this.viewer?.id;
  }

  /** The viewer's own account; null for a visitor and once the account is gone or suspended. */
  me(shape: QueryShape = {}): Promise<User | null> {
    return this.viewerId ? this.person(this.viewerId, shape) : Promise.resolve(null);
  }

  /** The viewer's own account with its `select`ed fields (a face's own shape of it, e.g. v1's); null as for `me`. */
  meSelected<S extends Prisma.UserSelect>(select: S) {
    const id = this.viewerId;
    if (!id) return Promise.resolve(null);
    return this.prisma.user.findUnique({ where: { id, ...userPolicy.where(id) }, select });
  }

  /** A person the viewer sees (policies/users.ts: seen). */
  person(id: string, shape: QueryShape = {}): Promise<User | null> {
    return inShape<Promise<User | null>>(
      this.prisma.user.findUnique({ ...shape, where: { id, ...userPolicy.where(this.viewerId) } }),
    );
  }

  /** Those of `ids` the viewer sees (policies/users.ts: seen), each with its `select`ed fields, in no order. */
  peopleSelected<S extends Prisma.UserSelect>(ids: string[], select: S) {
    return this.prisma.user.findMany({ where: { id: { in: ids }, ...userPolicy.where(this.viewerId) }, select });
  }

  /**
   * Someone who did what one of the viewer's notifications tells, while that notification shows
   * to them (policies/notifications.ts): the people a group of the bell names, a report's outcome
   * telling of an account since suspended included. Read by id, so a page of groups costs one
   * statement for all of their people.
   */
  async notificationActor(id: string, shape: QueryShape = {}): Promise<User | null> {
    const showing = { where: notificationPolicy.where(this.viewerId), select: { id: true }, take: 1 };
    const row = await this.prisma.user.findUnique({
      ...checkedBy(shape, { notificationsCaused: showing }),
      where: { id },
    });
    const told = row && "notificationsCaused" in row ? row.notificationsCaused : [];
    return Array.isArray(told) && told.length > 0 ? inShape<User>(row) : null;
  }

  /** A person whose profile the viewer finds (policies/users.ts: profile), someone they blocked included. */
  profile(id: string, shape: QueryShape = {}): Promise<User | null> {
    return inShape<Promise<User | null>>(
      this.prisma.user.findUnique({ ...shape, where: { id, ...userPolicy.profile.where(this.viewerId) } }),
    );
  }

  /**
   * One of the two people of a conversation the viewer sees (policies/conversations.ts), whatever
   * their state: a conversation shows its partner's stand-in once they deleted their account.
   */
  conversationPerson(conversationId: string, id: string, shape: QueryShape = {}): Promise<User | null> {
    const theConversation = { some: { id: conversationId, ...conversationPolicy.where(this.viewerId) } };
    return inShape<Promise<User | null>>(
      this.prisma.user.findUnique({
        ...shape,
        where: { id, OR: [{ conversationsAsLow: theConversation }, { conversationsAsHigh: theConversation }] },
      }),
    );
  }

  post(id: string, shape: QueryShape = {}): Promise<Post | null> {
    return inShape<Promise<Post | null>>(
      this.prisma.post.findUnique({ ...shape, where: { id, ...postPolicy.where(this.viewerId) } }),
    );
  }

  /** The post's `select`ed fields (a face's own shape of it, e.g. v1's). */
  postSelected<S extends Prisma.PostSelect>(id: string, select: S) {
    return this.prisma.post.findUnique({ where: { id, ...postPolicy.where(this.viewerId) }, select });
  }

  comment(id: string, shape: QueryShape = {}): Promise<Comment | null> {
    return inShape<Promise<Comment | null>>(
      this.prisma.comment.findUnique({ ...shape, where: { id, ...commentPolicy.where(this.viewerId) } }),
    );
  }

  conversation(id: string, shape: QueryShape = {}): Promise<Conversation | null> {
    return inShape<Promise<Conversation | null>>(
      this.prisma.conversation.findUnique({ ...shape, where: { id, ...conversationPolicy.where(this.viewerId) } }),
    );
  }

  message(id: string, shape: QueryShape = {}): Promise<Message | null> {
    return inShape<Promise<Message | null>>(
      this.prisma.message.findUnique({ ...shape, where: { id, ...conversationPolicy.messages.where(this.viewerId) } }),
    );
  }

  /**
   * Whether the viewer's notification shows to them, by the policy's check of the row read by id
   * (policies/notifications.ts): read by id alone, Prisma batches a page of the bell's checks
   * into one statement, where the policy's where would cost one per group.
   */
  private async notificationShows(id: string): Promise<boolean> {
    const select = notificationPolicy.select(this.viewerId);
    const row = await this.prisma.notification.findUnique({ where: { id }, select });
    return !!row && notificationPolicy.shows(row, this.viewerId);
  }

  /** The viewer's notification while it shows to them; null once retracted or hidden. */
  async notification(id: string, shape: QueryShape = {}): Promise<Notification | null> {
    const [row, shows] = await Promise.all([
      this.prisma.notification.findUnique({ ...shape, where: { id } }),
      this.notificationShows(id),
    ]);
    return shows ? inShape<Notification | null>(row) : null;
  }

  /** What the viewer's notification's one-line message tells: its kind, who did it, a report's outcome, a removal. */
  async notificationStory(id: string) {
    const [story, shows] = await Promise.all([this.readStory(id), this.notificationShows(id)]);
    return shows ? story : null;
  }

  private readStory(id: string) {
    return this.prisma.notification.findUnique({
      where: { id },
      select: {
        kind: true,
        actor: { select: { username: true } },
        report: { select: { status: true } },
        moderationAction: { select: { subject: true, excerpt: true, reason: true } },
        appeal: { select: APPEAL_NOTICE },
      },
    });
  }

  game(id: string, shape: QueryShape = {}): Promise<Game | null> {
    return inShape<Promise<Game | null>>(
      this.prisma.game.findUnique({ ...shape, where: { id, ...gamePolicy.where(this.viewerId) } }),
    );
  }

  /** A move of a game the viewer plays (moves go with their game). */
  gameMove(id: string, shape: QueryShape = {}): Promise<GameMove | null> {
    return inShape<Promise<GameMove | null>>(
      this.prisma.gameMove.findUnique({ ...shape, where: { id, game: gamePolicy.where(this.viewerId) } }),
    );
  }

  gameInvitation(id: string, shape: QueryShape = {}): Promise<GameInvitation | null> {
    return inShape<Promise<GameInvitation | null>>(
      this.prisma.gameInvitation.findUnique({ ...shape, where: { id, ...invitationPolicy.where(this.viewerId) } }),
    );
  }
}
