// An open post, live: what its page shows change while the viewer has it open.
import type { PrismaClient } from "../../generated/prisma/client.ts";
import type { Viewer } from "../auth/sessions.ts";
import { NotFoundError } from "../errors.ts";
import type { Posts } from "../posts/posts.ts";
import type { Comments } from "../social/comments.ts";
import { postPolicy } from "../policies/posts.ts";
import type { LiveEvent } from "./audiences.ts";
import type { Hear, LiveHub } from "./live-hub.ts";
import { Several, type LiveStream } from "./live-stream.ts";

/** What happens to an open post: what its page shows live. */
export type PostNews =
  | { kind: "COMMENT_ADDED" | "COMMENT_EDITED" | "COMMENT_REMOVED"; postId: string; commentId: string }
  /** edited, liked or unliked, or its comment count changed */
  | { kind: "POST_UPDATED"; postId: string }
  /** deleted, or the viewer may no longer see it (postNews says when): it is gone for them */
  | { kind: "POST_REMOVED"; postId: string };

type Suspension = Extract<LiveEvent, { type: "account.suspended" }>;

/**
 * The comments of the account a suspension names on the posts open on this node, by post: read
 * once per suspension and node, whatever the number of open posts (a WeakMap on the event the
 * dispatch hands each of them).
 */
export class SuspendedComments {
  private readonly read = new WeakMap<Suspension, Promise<Map<string, string[]>>>();

  constructor(
    private readonly hub: LiveHub,
    private readonly prisma: PrismaClient,
  ) {}

  of(event: Suspension): Promise<Map<string, string[]>> {
    let read = this.read.get(event);
    if (!read) {
      read = this.prisma.comment
        .findMany({
          where: { authorId: event.payload.userId, postId: { in: this.hub.openPosts() } },
          select: { id: true, postId: true },
        })
        .then((rows) => {
          const byPost = new Map<string, string[]>();
          for (const row of rows) byPost.set(row.postId, [...(byPost.get(row.postId) ?? []), row.id]);
          return byPost;
        });
      this.read.set(event, read);
    }
    return read;
  }
}

/**
 * What happens to one post while the viewer has it open, of `kinds`: comments added, edited or
 * removed, the post changed (an edit, a like, a comment count), the post gone. A comment is told
 * only if the viewer may see it, and the post's changes only while they may see the post. The
 * post is gone (POST_REMOVED, told once) when it is deleted, or when the viewer loses the right
 * to see it: its author suspended, a block between the two either way, its author turning
 * private while the viewer does not follow them, the viewer's follow of a private author ending.
 * A suspended account's comments leave it (COMMENT_REMOVED each). NotFoundError for a post the
 * viewer cannot see (deleted, or never there): nothing to watch.
 */
export async function postNews<K extends PostNews["kind"]>(
  hub: LiveHub,
  deps: { posts: Posts; comments: Comments; suspendedComments: SuspendedComments },
  viewer: Viewer,
  postId: string,
  kinds: readonly K[],
): Promise<AsyncIterableIterator<Extract<PostNews, { kind: K }>>> {
  const post = await deps.posts.find(postId, viewer);
  if (!post) throw new NotFoundError("Post");
  const wanted = new Set<PostNews["kind"]>(kinds);
  const told = (news: PostNews): PostNews | null => (wanted.has(news.kind) ? news : null);
  const { id, authorId } = post;
  const ifSeen = (news: PostNews | null, seen: () => Promise<unknown>) =>
    news && seen().then((row) => (row ? news : null));
  // gone once: a block, for one, also ends the follow it comes with
  let gone = false;
  const removed = (): PostNews | null => {
    if (gone) return null;
    gone = true;
    return told({ kind: "POST_REMOVED", postId: id });
  };
  /** POST_REMOVED if the viewer no longer sees the post (asked once the change committed) */
  const ifHidden = () => deps.posts.find(id, viewer).then((row) => (row ? null : removed()));
  const onPost: Hear<PostNews> = (e) => {
    switch (e.type) {
      case "comment.added":
      case "comment.edited": {
        const kind = e.type === "comment.added" ? "COMMENT_ADDED" : "COMMENT_EDITED";
        return ifSeen(told({ kind, postId: id, commentId: e.payload.commentId }), () =>
          deps.comments.find(e.payload.commentId, viewer),
        );
      }
      case "comment.deleted":
        // its count changed too: POST_UPDATED follows for those who asked
        return told({ kind: "COMMENT_REMOVED", postId: id, commentId: e.payload.commentId });
      case "post.updated":
      case "post.liked":
      case "post.unliked":
        return ifSeen(told({ kind: "POST_UPDATED", postId: id }), () => deps.posts.find(id, viewer));
      case "post.deleted":
        return removed();
      case "account.suspended": {
        const removal = (commentId: string) => told({ kind: "COMMENT_REMOVED", postId: id, commentId });
        if (!wanted.has("COMMENT_REMOVED")) return null;
        return new Several(
          deps.suspendedComments.of(e).then((byPost) => (byPost.get(id) ?? []).map((c) => removal(c)!)),
        );
      }
      default:
        return null;
    }
  };
  // a comment changes the post's count as well
  const countChanged: Hear<PostNews> = (e) =>
    e.type === "comment.added" || e.type === "comment.deleted"
      ? ifSeen(told({ kind: "POST_UPDATED", postId: id }), () => deps.posts.find(id, viewer))
      : null;
  const ofAuthor: Hear<PostNews> = (e) => {
    if (e.type === "account.suspended") return removed();
    if (e.type === "user.blocked") return postPolicy.endedBy(e.payload, post, viewer.id) ? removed() : null;
    if (e.type === "user.privacyChanged" && e.payload.isPrivate) return ifHidden();
    return null;
  };
  const ofViewer: Hear<PostNews> = (e) =>
    e.type === "user.unfollowed" && e.payload.followeeId === authorId ? ifHidden() : null;
  // only news of `kinds` gets through told()
  return hub.stream<PostNews>(
    [
      [authorId, ofAuthor],
      [viewer.id, ofViewer],
    ],
    [
      [id, onPost],
      [id, countChanged],
    ],
  ) as LiveStream<Extract<PostNews, { kind: K }>>;
}
