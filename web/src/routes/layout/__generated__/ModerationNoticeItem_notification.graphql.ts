/**
 * @generated SignedSource<<6fdba3fdcfa171b4bc2128fa2ca00425>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "APPEAL_DECIDED" | "COMMENT" | "CONTENT_REMOVED" | "FOLLOW" | "FOLLOW_REQUEST" | "FOLLOW_REQUEST_APPROVED" | "GAME_INVITATION" | "LIKE" | "MENTION" | "REMATCH_OFFER" | "REPORT_OUTCOME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationNoticeItem_notification$data = {
  readonly createdAt: string;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly message: string;
  readonly read: boolean;
  readonly " $fragmentType": "ModerationNoticeItem_notification";
};
export type ModerationNoticeItem_notification$key = {
  readonly " $data"?: ModerationNoticeItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationNoticeItem_notification">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationNoticeItem_notification",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "kind",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "message",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "read",
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "7b0ce55f7fd95e61f0969de1f5f23b94";

export default node;
