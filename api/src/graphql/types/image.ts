import type { Media } from "../../generated/prisma/client.ts";
import type { GraphQLContext } from "../context.ts";
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

export function imageView(media: Media, ctx: GraphQLContext): ImageView {
  return { url: ctx.domain.media.url(media), width: media.width, height: media.height };
}
