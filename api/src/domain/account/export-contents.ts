// What "Download my data" puts in the archive, file by file: the account's profile, posts (with
// their images), comments, likes, saves, follows both ways and chat messages, as JSON, read from
// the database a page at a time and written as it is read, so an archive of any size costs the
// memory of one page. Each item (a row, an image file) is counted as it goes: the job's progress
// (counting throws once the job is no longer this node's, which stops the archive).
//
// Of other people an archive shows what the app shows its owner today, however it was when they
// met: someone whose profile the owner no longer finds (who deleted their account, was suspended
// or blocked the owner: policies/users.ts) is "unavailable", with neither id nor username, the
// three alike, so the archive tells a blocked person no more than the app does.
import type { Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { Keyed } from "../pagination.ts";
import { userPolicy } from "../policies/users.ts";
import { imagesOf, POST_IMAGES_SELECT, type PostImageRow } from "./post-images.ts";

/** Rows read per query. */
const PAGE = 200;

/** One image file of the archive, by the stored file's name. */
export interface ArchiveImage {
  /** where the archive holds it: images/<sha256>.<ext> */
  archivePath: string;
  /** the stored file's name under the uploads directory */
  storedName: string;
}

/** A JSON file of the archive: its text, produced piece by piece. */
export interface JsonSection {
  name: string;
  text: AsyncIterable<string>;
}

const EXTENSIONS: Record<string, string> = { "image/webp": "webp", "image/png": "png", "image/jpeg": "jpg" };

function imageFile(image: Pick<PostImageRow, "sha256" | "mimeType">): ArchiveImage {
  const storedName = `${image.sha256}.${EXTENSIONS[image.mimeType] ?? "bin"}`;
  return { archivePath: `images/${storedName}`, storedName };
}

/** What is read of the people an item names, for the archive of `ownerId`. */
const personFor = (ownerId: string) => ({
  select: { id: true, username: true, ...userPolicy.profile.select(ownerId) },
});
type PersonRow = Prisma.UserGetPayload<ReturnType<typeof personFor>>;
/** Someone as the archive shows them: as the app would show them to its owner today. */
const person = (user: PersonRow) =>
  userPolicy.profile.shows(user)
    ? { id: user.id, username: user.username, unavailable: false }
    : { id: null, username: null, unavailable: true };

/** Rows after `after` in (createdAt, id) order, oldest first. */
const after = (key: Keyed | undefined) =>
  key ? { OR: [{ createdAt: { gt: key.createdAt } }, { createdAt: key.createdAt, id: { gt: key.id } }] } : {};
const OLDEST_FIRST: [{ createdAt: "asc" }, { id: "asc" }] = [{ createdAt: "asc" }, { id: "asc" }];

/** Every row `read` gives, a page at a time, in (createdAt, id) order. */
async function* everyRow<Row extends Keyed>(read: (where: object) => Promise<Row[]>): AsyncGenerator<Row> {
  let last: Keyed | undefined;
  for (;;) {
    const rows = await read(after(last));
    yield* rows;
    if (rows.length < PAGE) return;
    last = rows.at(-1);
  }
}

/** A JSON array of `rows`, each shaped by `shape`, one per line; `counted` after each. */
async function* jsonArray<Row>(
  rows: AsyncIterable<Row>,
  shape: (row: Row) => unknown,
  counted: () => void,
): AsyncGenerator<string> {
  let first = true;
  yield "[";
  for await (const row of rows) {
    yield `${first ? "\n" : ",\n"}  ${JSON.stringify(shape(row))}`;
    first = false;
    counted();
  }
  yield first ? "]\n" : "\n]\n";
}

export interface ExportContents {
  /** rows to write (a rough count of image files included, until the posts are read) */
  estimatedItems: number;
  sections: JsonSection[];
  /** the image files, known once every section has been read */
  images: () => ArchiveImage[];
}

/** The archive's JSON sections for `userId`; `counted` is called after each item. */
export async function exportContents(
  prisma: PrismaClient,
  userId: string,
  counted: () => void,
): Promise<ExportContents> {
  const images = new Map<string, ArchiveImage>();
  const keep = (image: Pick<PostImageRow, "sha256" | "mimeType">) => {
    const file = imageFile(image);
    images.set(file.archivePath, file);
    return file.archivePath;
  };
  const mine = { where: { userId } };
  const [posts, comments, likes, saves, following, followers, messages] = await Promise.all([
    prisma.post.count({ where: { authorId: userId } }),
    prisma.comment.count({ where: { authorId: userId } }),
    prisma.like.count(mine),
    prisma.save.count(mine),
    prisma.follow.count({ where: { followerId: userId } }),
    prisma.follow.count({ where: { followeeId: userId } }),
    prisma.message.count({ where: { OR: [{ senderId: userId }, { receiverId: userId }] } }),
  ]);
  const named = personFor(userId);
  const postRef = { select: { id: true, author: named } } as const;
  const onPost = (post: { id: string; author: PersonRow }) => ({ id: post.id, author: person(post.author) });
  const sections: JsonSection[] = [
    { name: "profile.json", text: profile(prisma, userId, keep, counted) },
    {
      name: "posts.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.post.findMany({
            where: { authorId: userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: {
              id: true,
              caption: true,
              createdAt: true,
              updatedAt: true,
              likeCount: true,
              commentCount: true,
              tags: { orderBy: { position: "asc" }, select: { tag: { select: { name: true } } } },
              ...POST_IMAGES_SELECT,
            },
          }),
        ),
        (post) => ({
          id: post.id,
          caption: post.caption,
          tags: post.tags.map((t) => t.tag.name),
          images: imagesOf(post).map((image) => ({
            file: keep(image),
            width: image.width,
            height: image.height,
            altText: image.altText,
          })),
          likeCount: post.likeCount,
          commentCount: post.commentCount,
          createdAt: post.createdAt,
          updatedAt: post.updatedAt,
        }),
        counted,
      ),
    },
    {
      name: "comments.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.comment.findMany({
            where: { authorId: userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: { id: true, body: true, createdAt: true, post: postRef },
          }),
        ),
        (comment) => ({ id: comment.id, post: onPost(comment.post), text: comment.body, createdAt: comment.createdAt }),
        counted,
      ),
    },
    {
      name: "likes.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.like.findMany({
            where: { userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: { id: true, createdAt: true, post: postRef },
          }),
        ),
        (like) => ({ post: onPost(like.post), likedAt: like.createdAt }),
        counted,
      ),
    },
    {
      name: "saves.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.save.findMany({
            where: { userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: { id: true, createdAt: true, post: postRef },
          }),
        ),
        (save) => ({ post: onPost(save.post), savedAt: save.createdAt }),
        counted,
      ),
    },
    {
      name: "following.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.follow.findMany({
            where: { followerId: userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: { id: true, createdAt: true, followee: named },
          }),
        ),
        (follow) => ({ user: person(follow.followee), since: follow.createdAt }),
        counted,
      ),
    },
    {
      name: "followers.json",
      text: jsonArray(
        everyRow((where) =>
          prisma.follow.findMany({
            where: { followeeId: userId, ...where },
            orderBy: OLDEST_FIRST,
            take: PAGE,
            select: { id: true, createdAt: true, follower: named },
          }),
        ),
        (follow) => ({ user: person(follow.follower), since: follow.createdAt }),
        counted,
      ),
    },
    { name: "messages.json", text: conversations(prisma, userId, counted) },
  ];
  return {
    // the profile, each row, and about one image per post plus the avatar and cover
    estimatedItems: 1 + posts + comments + likes + saves + following + followers + messages + posts + 2,
    sections,
    images: () => [...images.values()],
  };
}

async function* profile(
  prisma: PrismaClient,
  userId: string,
  keep: (image: Pick<PostImageRow, "sha256" | "mimeType">) => string,
  counted: () => void,
): AsyncGenerator<string> {
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: userId },
    select: {
      id: true,
      name: true,
      username: true,
      email: true,
      bio: true,
      createdAt: true,
      invitationAnswerSeconds: true,
      turnSeconds: true,
      profileImage: { select: { sha256: true, mimeType: true } },
      coverImage: { select: { sha256: true, mimeType: true } },
      playerStats: { select: { wins: true, draws: true, losses: true } },
    },
  });
  const shown = {
    id: user.id,
    name: user.name,
    username: user.username,
    email: user.email,
    bio: user.bio,
    joinedAt: user.createdAt,
    profileImage: user.profileImage && keep(user.profileImage),
    coverImage: user.coverImage && keep(user.coverImage),
    settings: { invitationAnswerSeconds: user.invitationAnswerSeconds, turnSeconds: user.turnSeconds },
    ticTacToe: user.playerStats ?? { wins: 0, draws: 0, losses: 0 },
  };
  yield `${JSON.stringify(shown, null, 2)}\n`;
  counted();
}

/** messages.json: each conversation with the other person, its messages oldest first. */
async function* conversations(prisma: PrismaClient, userId: string, counted: () => void): AsyncGenerator<string> {
  const named = personFor(userId);
  const rows = everyRow((where) =>
    prisma.conversation.findMany({
      where: { OR: [{ lowUserId: userId }, { highUserId: userId }], ...where },
      orderBy: OLDEST_FIRST,
      take: PAGE,
      select: { id: true, createdAt: true, lowUser: named, highUser: named },
    }),
  );
  let first = true;
  yield "[";
  for await (const conversation of rows) {
    const partner = conversation.lowUser.id === userId ? conversation.highUser : conversation.lowUser;
    const head = JSON.stringify({ id: conversation.id, with: person(partner) }).slice(0, -1);
    yield `${first ? "\n" : ",\n"}  ${head}, "messages": [`;
    first = false;
    let firstMessage = true;
    const messages = everyRow((where) =>
      prisma.message.findMany({
        where: { conversationId: conversation.id, ...where },
        orderBy: OLDEST_FIRST,
        take: PAGE,
        select: { id: true, senderId: true, text: true, createdAt: true, readAt: true, deletedAt: true },
      }),
    );
    for await (const message of messages) {
      const shown = {
        id: message.id,
        fromYou: message.senderId === userId,
        text: message.text,
        deleted: message.deletedAt !== null,
        sentAt: message.createdAt,
        readAt: message.readAt,
      };
      yield `${firstMessage ? "\n" : ",\n"}    ${JSON.stringify(shown)}`;
      firstMessage = false;
      counted();
    }
    yield firstMessage ? "]}" : "\n  ]}";
  }
  yield first ? "]\n" : "\n]\n";
}
