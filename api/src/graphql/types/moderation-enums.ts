// The enums reports, moderation and contact settings share (domain/moderation, domain/users/contact-settings.ts).
import { builder } from "../builder.ts";

export const ReportReasonEnum = builder.enumType("ReportReason", {
  description: "Why something is reported.",
  values: {
    SPAM: { description: "Spam, scams or misleading links." },
    HARASSMENT: { description: "Harassment or bullying." },
    HATE: { description: "Hate speech or symbols." },
    NUDITY: { description: "Nudity or sexual content." },
    VIOLENCE: { description: "Violence, threats or self-harm." },
    OTHER: { description: "Something else (say what in details)." },
  } as const,
});

export const ReportSubjectEnum = builder.enumType("ReportSubject", {
  description: "What kind of thing a report is about.",
  values: {
    USER: { description: "An account (its profile)." },
    POST: { description: "A post." },
    COMMENT: { description: "A comment." },
    MESSAGE: { description: "A chat message the reporter received." },
  } as const,
});

export const ReportStatusEnum = builder.enumType("ReportStatus", {
  description: "Where a report stands.",
  values: {
    OPEN: { description: "Waiting for a moderator." },
    DISMISSED: { description: "A moderator found no rule broken." },
    CONTENT_REMOVED: { description: "A moderator removed what was reported." },
    ACCOUNT_SUSPENDED: { description: "A moderator suspended the account answerable for it." },
  } as const,
});

export const ContactPolicyEnum = builder.enumType("ContactPolicy", {
  description: "Who may reach someone: write to them (messagesFrom) or invite them to play (invitationsFrom).",
  values: {
    EVERYONE: { description: "Anyone." },
    FOLLOWED: { description: "Only people they follow." },
    NOBODY: { description: "Nobody." },
  } as const,
});
