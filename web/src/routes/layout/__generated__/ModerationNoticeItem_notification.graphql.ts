/**
 * @generated SignedSource<<1257d3e99d4803fe15a2ac14f9c4e837>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AppealStatus = "OPEN" | "OVERTURNED" | "UPHELD" | "%future added value";
export type NotificationKind = "APPEAL_DECIDED" | "COMMENT" | "CONTENT_REMOVED" | "FOLLOW" | "FOLLOW_REQUEST" | "FOLLOW_REQUEST_APPROVED" | "GAME_INVITATION" | "LIKE" | "MENTION" | "REMATCH_OFFER" | "REPORT_OUTCOME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationNoticeItem_notification$data = {
  readonly appealStanding: {
    readonly actionId: string;
    readonly appeal: {
      readonly status: AppealStatus;
    } | null | undefined;
    readonly appealableUntil: string | null | undefined;
    readonly id: string;
  } | null | undefined;
  readonly createdAt: string;
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
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "AppealStanding",
      "kind": "LinkedField",
      "name": "appealStanding",
      "plural": false,
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
          "name": "actionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appealableUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Appeal",
          "kind": "LinkedField",
          "name": "appeal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};

(node as any).hash = "ab36543baf78cfa552d478610bd26376";

export default node;
