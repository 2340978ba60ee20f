// One of a post's images, with what a screen reader says of it.
import type { Prisma } from "../../generated/prisma/client.ts";
import { ALT_TEXT_MAX } from "../../domain/posts/rules.ts";
import type { GraphQLContext } from "../context.ts";
import { builder } from "../builder.ts";
import { IMAGE_VIEW_COLUMNS, imageView } from "./image.ts";

interface PostImageView {
  id: string;
  position: number;
  altText: string;
  url: string;
  width: number;
  height: number;
}

/** Select this on a post for its images, in order: one statement for a whole page of posts (a join). */
export const POST_IMAGES_SELECT = {
  images: {
    orderBy: { position: "asc" },
    select: { id: true, position: true, altText: true, media: { select: IMAGE_VIEW_COLUMNS } },
  },
} as const satisfies Prisma.PostSelect;

type PostImageRow = Prisma.PostImageGetPayload<{ select: (typeof POST_IMAGES_SELECT)["images"]["select"] }>;

export function postImageView(image: PostImageRow, ctx: GraphQLContext): PostImageView {
  return { id: image.id, position: image.position, altText: image.altText, ...imageView(image.media, ctx) };
}

export const PostImageRef = builder.objectRef<PostImageView>("PostImage").implement({
  description:
    "One of a post's images (WebP, at most the server's MAX_IMAGE_SIDE on its longer side), with its alt text.",
  fields: (t) => ({
    id: t.exposeID("id", {
      description:
        "Names this image within its post: give it as `imageId` in updatePost's `images` to keep (and move) it.",
    }),
    position: t.exposeInt("position", {
      description: "Where it stands in the post: 0 for the first image, then 1, 2, ...",
    }),
    altText: t.exposeString("altText", {
      description: `What the image shows, as the author wrote it for people who cannot see it (up to ${ALT_TEXT_MAX} characters). "" when none was given: show the image with an empty alt then, never its file name.`,
    }),
    url: t.exposeString("url", { description: "Absolute URL; the content never changes, so it is cached for a year." }),
    width: t.exposeInt("width", { description: "Its width in pixels (to reserve the space before it loads)." }),
    height: t.exposeInt("height", { description: "Its height in pixels." }),
  }),
});
