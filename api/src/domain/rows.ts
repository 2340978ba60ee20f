// The rows a face shows once a domain operation or a live stream has named them by id: "the post
// just created", "the conversation this event is about". Who may see them was decided there (the
// operation's rules, the stream's audience); here the face only says which of the row's fields
// and relations it shows (`shape`, Pothos' selection), so that faces never hold the database
// client. Lookups a viewer makes by an id of their own choosing go through the domain's finders
// (posts.find, readable-rows.ts), which apply the read policies (domain/policies). Rows come
// typed as their model through inShape (pagination.ts), the one place that says why.
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
import { APPEAL_NOTICE } from "./notifications/notifications.ts";
import { readableNotifications } from "./readable-rows.ts";
import { userPolicy } from "./policies/users.ts";
import { inShape, type QueryShape } from "./pagination.ts";

const byId = (id: string, shape: QueryShape) => ({ ...shape, where: { id } });

export class Rows {
  constructor(private readonly prisma: PrismaClient) {}

  user(id: string, shape: QueryShape = {}): Promise<User> {
    return inShape<Promise<User>>(this.prisma.user.findUniqueOrThrow(byId(id, shape)));
  }

  /** The user's `select`ed fields (a face's own shape of a person, e.g. v1's); null when nobody has that id. */
  userSelected<S extends Prisma.UserSelect>(id: string, select: S) {
    return this.prisma.user.findUnique({ where: { id }, select });
  }

  /** Those of `ids` whom `viewerId` may see (policies/users.ts), each with its `select`ed fields, in no order. */
  visibleUsersSelected<S extends Prisma.UserSelect>(viewerId: string, ids: string[], select: S) {
    return this.prisma.user.findMany({ where: { id: { in: ids }, ...userPolicy.where(viewerId) }, select });
  }

  /** The post's `select`ed fields. */
  postSelected<S extends Prisma.PostSelect>(id: string, select: S) {
    return this.prisma.post.findUniqueOrThrow({ where: { id }, select });
  }

  /** null once the account is gone for good */
  maybeUser(id: string, shape: QueryShape = {}): Promise<User | null> {
    return inShape<Promise<User | null>>(this.prisma.user.findUnique(byId(id, shape)));
  }

  post(id: string, shape: QueryShape = {}): Promise<Post> {
    return inShape<Promise<Post>>(this.prisma.post.findUniqueOrThrow(byId(id, shape)));
  }

  /** null once it was deleted */
  maybePost(id: string, shape: QueryShape = {}): Promise<Post | null> {
    return inShape<Promise<Post | null>>(this.prisma.post.findUnique(byId(id, shape)));
  }

  /** null once it was deleted */
  maybeComment(id: string, shape: QueryShape = {}): Promise<Comment | null> {
    return inShape<Promise<Comment | null>>(this.prisma.comment.findUnique(byId(id, shape)));
  }

  conversation(id: string, shape: QueryShape = {}): Promise<Conversation> {
    return inShape<Promise<Conversation>>(this.prisma.conversation.findUniqueOrThrow(byId(id, shape)));
  }

  message(id: string, shape: QueryShape = {}): Promise<Message> {
    return inShape<Promise<Message>>(this.prisma.message.findUniqueOrThrow(byId(id, shape)));
  }

  notification(id: string, shape: QueryShape = {}): Promise<Notification> {
    return inShape<Promise<Notification>>(this.prisma.notification.findUniqueOrThrow(byId(id, shape)));
  }

  /** The viewer's notification while it shows to them (readable-rows.ts); null once retracted or hidden. */
  viewersNotification(viewer: Viewer | null, id: string, shape: QueryShape = {}): Promise<Notification | null> {
    return inShape<Promise<Notification | null>>(
      this.prisma.notification.findUnique({
        ...shape,
        where: { id, ...readableNotifications(viewer) },
      }),
    );
  }

  /** What a notification's one-line message tells: its kind, who did it, a report's outcome, a removal. */
  notificationStory(id: string) {
    return this.prisma.notification.findUniqueOrThrow({
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

  game(id: string, shape: QueryShape = {}): Promise<Game> {
    return inShape<Promise<Game>>(this.prisma.game.findUniqueOrThrow(byId(id, shape)));
  }

  maybeGame(id: string, shape: QueryShape = {}): Promise<Game | null> {
    return inShape<Promise<Game | null>>(this.prisma.game.findUnique(byId(id, shape)));
  }

  maybeGameMove(id: string, shape: QueryShape = {}): Promise<GameMove | null> {
    return inShape<Promise<GameMove | null>>(this.prisma.gameMove.findUnique(byId(id, shape)));
  }

  gameInvitation(id: string, shape: QueryShape = {}): Promise<GameInvitation> {
    return inShape<Promise<GameInvitation>>(this.prisma.gameInvitation.findUniqueOrThrow(byId(id, shape)));
  }

  maybeGameInvitation(id: string, shape: QueryShape = {}): Promise<GameInvitation | null> {
    return inShape<Promise<GameInvitation | null>>(this.prisma.gameInvitation.findUnique(byId(id, shape)));
  }
}
