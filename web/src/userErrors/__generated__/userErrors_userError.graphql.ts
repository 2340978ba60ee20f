/**
 * @generated SignedSource<<59bf8b70b7b52c3b79e98342fb958980>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type UserErrorCode = "ACCESS_TOKEN_CANNOT_MANAGE_TOKENS" | "ACCESS_TOKEN_EXPIRY_PAST" | "ACCESS_TOKEN_NAME_REQUIRED" | "ACCESS_TOKEN_NAME_TOO_LONG" | "ACCESS_TOKEN_SCOPE_INVALID" | "BIO_TOO_LONG" | "CANNOT_DELETE_COMMENT" | "CANNOT_DELETE_MESSAGE" | "CANNOT_DELETE_POST" | "CANNOT_EDIT_COMMENT" | "CANNOT_EDIT_POST" | "CANNOT_FOLLOW_SELF" | "CANNOT_MESSAGE_SELF" | "CAPTION_REQUIRED" | "CAPTION_TOO_LONG" | "CATCH_UP_TOO_LONG" | "CELL_OUT_OF_RANGE" | "CELL_TAKEN" | "COMMENT_EMPTY" | "COMMENT_TOO_LONG" | "CONFIRM_PASSWORD_REQUIRED" | "DUPLICATE_INVITATION" | "EMAIL_INVALID" | "EMAIL_TAKEN" | "GAME_IN_PROGRESS" | "GAME_OVER" | "IMAGE_REQUIRED" | "IMAGE_TOO_LARGE" | "IMAGE_TOO_MANY_PIXELS" | "IMAGE_UNREADABLE" | "INVALID_CREDENTIALS" | "INVALID_CURSOR" | "INVITATION_ANSWERED" | "INVITATION_EXPIRED" | "INVITEE_OFFLINE" | "MALFORMED_INPUT" | "MESSAGE_EMPTY" | "MESSAGE_TOO_LONG" | "NAME_TOO_LONG" | "NAME_TOO_SHORT" | "NEW_PASSWORD_REQUIRED" | "NOT_AN_IMAGE" | "NOT_A_PLAYER" | "NOT_FOLLOWING" | "NOT_FOUND" | "NOT_INVITEE" | "NOT_TEXT" | "NOT_YOUR_TURN" | "NO_REMATCH_OFFER" | "OLD_PASSWORD_REQUIRED" | "PAGE_SIZE_OUT_OF_RANGE" | "PAGING_BOTH_WAYS" | "PASSWORD_CONFIRMATION_MISMATCH" | "PASSWORD_TOO_LONG" | "PASSWORD_TOO_SHORT" | "PROMPT_EMPTY" | "PROMPT_TOO_LONG" | "REMATCH_STARTED" | "SELF_INVITATION" | "TAGS_INVALID" | "TAG_TOO_LONG" | "TEXT_INVALID_CHARACTERS" | "TIME_RAN_OUT" | "TOO_MANY_ACCESS_TOKENS" | "TOO_MANY_IDS" | "TOO_MANY_TAGS" | "USERNAME_INVALID" | "USERNAME_TAKEN" | "USERNAME_TOO_LONG" | "USERNAME_TOO_SHORT" | "WRONG_PASSWORD" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type userErrors_userError$data = {
  readonly code: UserErrorCode;
  readonly fieldErrors?: ReadonlyArray<{
    readonly code: UserErrorCode;
    readonly field: string;
    readonly message: string;
  }>;
  readonly message: string;
  readonly " $fragmentType": "userErrors_userError";
};
export type userErrors_userError$key = {
  readonly " $data"?: userErrors_userError$data;
  readonly " $fragmentSpreads": FragmentRefs<"userErrors_userError">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "userErrors_userError"
};

(node as any).hash = "b1a187de79ab4f6883626b2feb91289a";

export default node;
