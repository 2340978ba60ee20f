/**
 * @generated SignedSource<<5a030ea786aab8d1317959efcbff2fbf>>
 * @relayHash d388806c97357f1352335a54b72257be
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 14afa57718f0aa61df6f10497769ab2d496583c1e73a0163a870b405e78e9516

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameInvitationEventKind = "ACCEPTED" | "EXPIRED" | "RECEIVED" | "REJECTED" | "%future added value";
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
export type GameInvitationsSubscription$variables = Record<PropertyKey, never>;
export type GameInvitationsSubscription$data = {
  readonly gameInvitationUpdated: {
    readonly invitation: {
      readonly answerSeconds: number;
      readonly game: {
        readonly id: string;
      } | null | undefined;
      readonly id: string;
      readonly millisecondsLeft: number;
      readonly sentByViewer: boolean;
      readonly status: GameInvitationStatus;
      readonly turnSeconds: number;
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
  "kind": "ScalarField",
  "name": "answerSeconds",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "turnSeconds",
  "storageKey": null
},
v8 = {
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
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
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
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "turnSecondsAskedBy",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
                  (v2/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "inviter",
                "plural": false,
                "selections": [
                  (v9/*:: as any*/),
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
    "id": "14afa57718f0aa61df6f10497769ab2d496583c1e73a0163a870b405e78e9516",
    "metadata": {},
    "name": "GameInvitationsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "114cf22542615f7965fdd6605684201d";

export default node;
