// What a report and a moderator's reason may be.
import { z } from "zod";
import type { ReportReason, ReportSubject } from "../../generated/prisma/client.ts";
import { text, trimmedText } from "../text.ts";
import { failingWith } from "../validation.ts";

export const REPORT_SUBJECTS = ["USER", "POST", "COMMENT", "MESSAGE"] as const satisfies readonly ReportSubject[];
export const REPORT_REASONS = [
  "SPAM",
  "HARASSMENT",
  "HATE",
  "NUDITY",
  "VIOLENCE",
  "OTHER",
] as const satisfies readonly ReportReason[];

/** Characters a reporter may add about what they report. */
export const REPORT_DETAILS_MAX = 1000;
/** Characters of a moderator's reason (kept in the audit log; a suspension's is shown to the account). */
export const MODERATION_REASON_MAX = 500;
/** Characters of the reported text a report keeps, for the moderators (the content may be gone by then). */
export const EXCERPT_MAX = 2000;

export const reportInput = z.object({
  reason: z.enum(REPORT_REASONS, { error: failingWith("REPORT_REASON_INVALID") }),
  details: text()
    .trim()
    .max(REPORT_DETAILS_MAX, failingWith("REPORT_DETAILS_TOO_LONG"))
    .optional()
    .transform((value) => value ?? ""),
});

/** A suspension says why: the account's owner and the other moderators read it. */
export const suspensionInput = z.object({
  reason: trimmedText(MODERATION_REASON_MAX, "MODERATION_REASON_REQUIRED", "MODERATION_REASON_TOO_LONG"),
});

/** Dismissing, removing and lifting may say why. */
export const optionalReasonInput = z.object({
  reason: text()
    .trim()
    .max(MODERATION_REASON_MAX, failingWith("MODERATION_REASON_TOO_LONG"))
    .optional()
    .transform((value) => value ?? ""),
});

export function excerptOf(value: string): string {
  return [...value].slice(0, EXCERPT_MAX).join("");
}

/** Characters of an appeal: room to explain, not to paste a thesis. */
export const APPEAL_TEXT_MAX = 2000;

/** An appeal says why the action was wrong. */
export const appealInput = z.object({
  text: trimmedText(APPEAL_TEXT_MAX, "APPEAL_TEXT_REQUIRED", "APPEAL_TEXT_TOO_LONG"),
});

export const APPEAL_DECISIONS = ["UPHOLD", "OVERTURN"] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];

/** A decision tells the appellant why, as a suspension does. */
export const appealDecisionInput = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: failingWith("MALFORMED_INPUT") }),
  note: trimmedText(MODERATION_REASON_MAX, "MODERATION_REASON_REQUIRED", "MODERATION_REASON_TOO_LONG"),
});
