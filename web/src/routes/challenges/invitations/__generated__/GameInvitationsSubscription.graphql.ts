/**
 * @generated SignedSource<<d33e536431be3f1e15febcf2944471ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameInvitationEventKind = "ACCEPTED" | "EXPIRED" | "RECEIVED" | "REJECTED" | "%future added value";
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "%future added value";
export type GameInvitationsSubscription$variables = Record<PropertyKey, never>;
export type GameInvitationsSubscription$data = {
  readonly gameInvitationUpdated: {
    readonly invitation: {
      readonly game: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly millisecondsLeft: number;
      readonly sentByViewer: boolean;
      readonly status: GameInvitationStatus;
      readonly " $fragmentSpreads": FragmentRefs<"InvitationPrompt_invitation">;
    };
    readonly kind: GameInvitationEventKind;
    readonly message: string;
  } | null | undefined;
};
export type GameInvitationsSubscription = {
  response: GameInvitationsSubscription$data;
  variables: GameInvitationsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sentByViewer",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "millisecondsLeft",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "concreteType": "Game",
  "kind": "LinkedField",
  "name": "game",
  "plural": false,
  "selections": [
    (v2/*:: as any*/)
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "GameInvitationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GameInvitationEvent",
        "kind": "LinkedField",
        "name": "gameInvitationUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GameInvitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "InvitationPrompt_invitation"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GameInvitationsSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "GameInvitationEvent",
        "kind": "LinkedField",
        "name": "gameInvitationUpdated",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "GameInvitation",
            "kind": "LinkedField",
            "name": "invitation",
            "plural": false,
            "selections": [
              (v2/*:: as any*/),
              (v3/*:: as any*/),
              (v4/*:: as any*/),
              (v5/*:: as any*/),
              (v6/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "inviter",
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
                  },
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "248b573de498ac3a2aba434ecbc85d34",
    "id": null,
    "metadata": {},
    "name": "GameInvitationsSubscription",
    "operationKind": "subscription",
    "text": "subscription GameInvitationsSubscription {\n  gameInvitationUpdated {\n    kind\n    message\n    invitation {\n      id\n      status\n      sentByViewer\n      millisecondsLeft\n      game {\n        id\n      }\n      ...InvitationPrompt_invitation\n    }\n  }\n}\n\nfragment InvitationPrompt_invitation on GameInvitation {\n  id\n  inviter {\n    username\n    profileImage {\n      url\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "9c3a9ca3af229bfbdda7336b60ae9819";

export default node;
