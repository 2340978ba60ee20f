// The input and payload of a mutation about one other person (follow, block, answer a follow
// request): the input names them, the payload shows them as they are now to the viewer (found as
// their profile is: someone the viewer blocked too), and the viewer themself where the action
// changed the viewer's own counts.
import { shown } from "../../domain/rows.ts";
import { builder } from "../builder.ts";
import { rowsOf } from "../context.ts";
import { UserRef } from "./user.ts";

/** `{typeName}Input`: the person (their global id, `idDescription`). */
export const personInput = (typeName: string, description: string, idDescription: string) =>
  builder.inputType(`${typeName}Input`, {
    description,
    fields: (t) => ({ userId: t.id({ required: true, description: idDescription }) }),
  });

/** `{typeName}Payload`: `user`, the person (`userDescription`), and with `withViewer` the viewer too. */
export function personPayload(
  typeName: string,
  texts: { description: string; userDescription: string },
  withViewer: boolean,
) {
  return builder.objectRef<{ userId: string }>(`${typeName}Payload`).implement({
    description: texts.description,
    fields: (t) => ({
      user: t.field({
        type: UserRef,
        description: texts.userDescription,
        resolve: (p, _args, ctx) => shown(rowsOf(ctx).profile(p.userId), "User"),
      }),
      ...(withViewer && {
        viewer: t.field({
          type: UserRef,
          description: "The viewer.",
          resolve: (_p, _args, ctx) => shown(rowsOf(ctx).me(), "User"),
        }),
      }),
    }),
  });
}
