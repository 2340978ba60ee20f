// Hashtags: Query.tag(name:) and a tag's posts (the web client's /tags/{tag} page).
import { queryFromInfo } from "@pothos/plugin-prisma";
import { TAG_POSTS_COUNTED, type TagPostCount, type TagView } from "../../domain/posts/tags.ts";
import { builder } from "../builder.ts";
import { connectionFrom } from "./connections.ts";
import { PostConnection } from "./post.ts";

/** A tag with its post count counted at most once per request, whichever fields ask for it. */
interface CountedTag extends TagView {
  readonly postCount: () => Promise<TagPostCount>;
}

const counted = TAG_POSTS_COUNTED.toLocaleString("en-US");

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= load());
}

const TagRef = builder.objectRef<CountedTag>("Tag").implement({
  description: "A hashtag: the posts whose tags hold it, in any case (#Code and #code are one tag).",
  fields: (t) => ({
    name: t.exposeString("name", { description: "The tag as it was asked for, without the #." }),
    postCount: t.int({
      description: `How many posts carry it that the viewer may see (as \`posts\` lists them), counted up to ${counted}: morePosts says when more do.`,
      resolve: async (tag) => (await tag.postCount()).count,
    }),
    morePosts: t.boolean({
      description: `More posts carry it than postCount counts (it counts up to ${counted}); \`posts\` lists them all.`,
      resolve: async (tag) => (await tag.postCount()).more,
    }),
    posts: t.field({
      type: PostConnection,
      description: `The posts that carry it, newest first, 20 per page by default (at most 50). totalCount: postCount (counted up to ${counted}).`,
      args: {
        first: t.arg.int({ description: "How many posts: 1 to 50, 20 by default." }),
        after: t.arg.string({ description: "A cursor from the previous page: the posts after it." }),
      },
      resolve: async (tag, args, ctx, info) => {
        const page = await ctx.domain.tags.posts(
          ctx.viewer,
          tag,
          args,
          queryFromInfo({ context: ctx, info, path: ["edges", "node"] }),
        );
        return {
          ...connectionFrom(page, (post) => post),
          totalCount: async () => (await tag.postCount()).count,
        };
      },
    }),
  }),
});

builder.queryField("tag", (t) =>
  t.field({
    type: TagRef,
    nullable: true,
    description:
      "A hashtag by name, in any case, with or without its #: null when no post has carried it, and for a name that can be no tag (empty, with spaces or commas, longer than a tag may be). Public, like posts.",
    args: { name: t.arg.string({ required: true, description: 'The tag: "code", "#Code".' }) },
    resolve: async (_root, { name }, ctx) => {
      const tag = await ctx.domain.tags.find(name);
      return tag && { ...tag, postCount: once(() => ctx.domain.tags.count(ctx.viewer, tag)) };
    },
  }),
);
