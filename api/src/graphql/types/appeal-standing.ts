// What the person a removal or suspension concerned reads of their appeal (domain/moderation/
// appeal-standing.ts): on the removal's notice in the bell, on an appeal's decision, and on a
// suspended account's refused log-in.
import { encodeGlobalID } from "@pothos/plugin-relay";
import type { Appeal } from "../../generated/prisma/client.ts";
import type { AppealStanding } from "../../domain/moderation/appeal-standing.ts";
import { APPEAL_WINDOW_DAYS } from "../../domain/moderation/appeal-window.ts";
import { builder } from "../builder.ts";

export const AppealStatusEnum = builder.enumType("AppealStatus", {
  description: "Where an appeal stands.",
  values: {
    OPEN: { description: "Waiting for a moderator." },
    UPHELD: { description: "A moderator decided the action stands." },
    OVERTURNED: {
      description:
        "A moderator decided the action was wrong: a suspension is lifted; removed content cannot be restored (it went as its author deleting it would), and its author is told what it said.",
    },
  } as const,
});

export const AppealRef = builder.objectRef<Appeal>("Appeal").implement({
  description: "An appeal against a moderator's removal or suspension, by the person it concerned.",
  fields: (t) => ({
    databaseId: t.exposeID("id", { description: "The appeal's id (what decideAppeal takes)." }),
    text: t.exposeString("text", { description: "What the appellant wrote." }),
    status: t.expose("status", { type: AppealStatusEnum, description: "Open, upheld or overturned." }),
    decisionNote: t.exposeString("decisionNote", {
      description: "The deciding moderator's note to the appellant; empty while open.",
    }),
    createdAt: t.expose("createdAt", { type: "DateTime", description: "When it was made." }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true, description: "When it was decided." }),
  }),
});

export const AppealStandingRef = builder.objectRef<AppealStanding>("AppealStanding").implement({
  description: `Whether the person a removal or suspension concerned may appeal it (once, within ${APPEAL_WINDOW_DAYS} days), and their appeal once made.`,
  fields: (t) => ({
    id: t.id({
      description: "Stable per action, so that a client's cached copy updates when an appeal is made or decided.",
      resolve: (s) => encodeGlobalID("AppealStanding", s.actionId),
    }),
    actionId: t.exposeID("actionId", {
      description: "The moderator's action (what appealModerationAction takes for a removal).",
    }),
    appealableUntil: t.expose("appealableUntil", {
      type: "DateTime",
      nullable: true,
      description: "Until when an appeal may be made; null when none may (one was made, or the time has passed).",
    }),
    appeal: t.field({
      type: AppealRef,
      nullable: true,
      description: "The appeal made, with its status and the moderator's note once decided; null while none was.",
      resolve: (s) => s.appeal,
    }),
  }),
});
