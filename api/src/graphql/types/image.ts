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
  fields: (t) => ({
    url: t.exposeString("url", { description: "Absolute URL; the content never changes, so it is cached for a year." }),
    width: t.exposeInt("width"),
    height: t.exposeInt("height"),
  }),
});

/** The columns an ImageView is made from: fields select these rather than the whole Media row. */
export const IMAGE_VIEW_COLUMNS = { ...URL_COLUMNS, width: true, height: true } as const;

export function imageView(media: Pick<Media, keyof typeof IMAGE_VIEW_COLUMNS>, ctx: GraphQLContext): ImageView {
  return { url: ctx.domain.media.url(media), width: media.width, height: media.height };
}
