/**
 * @generated SignedSource<<1a8a678fc328f9635227adc9ed9a1d5d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type InvitationNotificationItem_notification$data = {
  readonly actor: {
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly createdAt: string;
  readonly invitation: {
    readonly game: {
      readonly id: string;
    } | null | undefined;
    readonly id: string;
    readonly status: GameInvitationStatus;
    readonly turnSeconds: number;
  };
  readonly message: string;
  readonly read: boolean;
  readonly " $fragmentType": "InvitationNotificationItem_notification";
};
export type InvitationNotificationItem_notification$key = {
  readonly " $data"?: InvitationNotificationItem_notification$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationNotificationItem_notification">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationNotificationItem_notification",
  "selections": [
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "actor",
      "plural": false,
      "selections": [
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
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "GameInvitation",
        "kind": "LinkedField",
        "name": "invitation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "turnSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
})();

(node as any).hash = "0d36d4d89ce5fbf969aa749d2b8cf789";

export default node;
