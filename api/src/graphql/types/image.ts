import type { Media } from "../../generated/prisma/client.ts";
import type { GraphQLContext } from "../context.ts";
import { URL_COLUMNS } from "../../media/media-store.ts";
import { builder } from "../builder.ts";

interface ImageView {
  url: string;
  width: number;
  height: number;
}

export const ImageRef = builder.objectRef<ImageView>("Image").implement({
  description:
    "A stored image: a post's, an avatar or a cover (WebP, at most the server's MAX_IMAGE_SIDE on its longer side).",
  fields: (t) => ({
    url: t.exposeString("url", { description: "Absolute URL; the content never changes, so it is cached for a year." }),
    width: t.exposeInt("width", { description: "Its width in pixels (to reserve the space before it loads)." }),
    height: t.exposeInt("height", { description: "Its height in pixels." }),
  }),
});

/** The columns an ImageView is made from: fields select these rather than the whole Media row. */
export const IMAGE_VIEW_COLUMNS = { ...URL_COLUMNS, width: true, height: true } as const;

export function imageView(media: Pick<Media, keyof typeof IMAGE_VIEW_COLUMNS>, ctx: GraphQLContext): ImageView {
  return { url: ctx.domain.imageUrl(media), width: media.width, height: media.height };
}
