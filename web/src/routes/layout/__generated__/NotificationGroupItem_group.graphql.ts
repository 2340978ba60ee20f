/**
 * @generated SignedSource<<08eeb31bb418cf53634036166ba0eb18>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type NotificationKind = "APPEAL_DECIDED" | "COMMENT" | "CONTENT_REMOVED" | "FOLLOW" | "FOLLOW_REQUEST" | "FOLLOW_REQUEST_APPROVED" | "GAME_INVITATION" | "LIKE" | "MENTION" | "REMATCH_OFFER" | "REPORT_OUTCOME" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type NotificationGroupItem_group$data = {
  readonly actorCount: number;
  readonly id: string;
  readonly kind: NotificationKind;
  readonly latestActors: ReadonlyArray<{
    readonly databaseId: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  }>;
  readonly latestAt: string;
  readonly latestNotification: {
    readonly " $fragmentSpreads": FragmentRefs<"NotificationItem_notification">;
  };
  readonly message: string;
  readonly post: {
    readonly databaseId: string;
  } | null | undefined;
  readonly read: boolean;
  readonly " $fragmentType": "NotificationGroupItem_group";
};
export type NotificationGroupItem_group$key = {
  readonly " $data"?: NotificationGroupItem_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"NotificationGroupItem_group">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "NotificationGroupItem_group",
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
      "name": "actorCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latestAt",
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
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "latestActors",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "profileImage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Notification",
      "kind": "LinkedField",
      "name": "latestNotification",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "NotificationItem_notification"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "NotificationGroup",
  "abstractKey": null
};
})();

(node as any).hash = "181b8e6fd19c393b6e726e9a707b67c7";

export default node;
