/**
 * @generated SignedSource<<74fa2856c0a7316442bdb3200d468e17>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActiveFriendsList_query$data = {
  readonly gameTimingChoices: {
    readonly standardAnswerSeconds: number;
    readonly standardTurnSeconds: number;
    readonly turnSeconds: ReadonlyArray<number>;
  };
  readonly viewer: {
    readonly activeFriends: ReadonlyArray<{
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendRow_user">;
    }> | null | undefined;
    readonly gameInvitationsSent: ReadonlyArray<{
      readonly invitee: {
        readonly id: string;
      };
      readonly status: GameInvitationStatus;
    }> | null | undefined;
  };
  readonly " $fragmentType": "ActiveFriendsList_query";
};
export type ActiveFriendsList_query$key = {
  readonly " $data"?: ActiveFriendsList_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendsList_query">;
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
  "name": "ActiveFriendsList_query",
  "selections": [
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 50
              }
            ],
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "activeFriends",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ActiveFriendRow_user"
              }
            ],
            "storageKey": "activeFriends(first:50)"
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "first",
                "value": 20
              }
            ],
            "concreteType": "GameInvitation",
            "kind": "LinkedField",
            "name": "gameInvitationsSent",
            "plural": true,
            "selections": [
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
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "invitee",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": "gameInvitationsSent(first:20)"
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    },
    {
      "kind": "RequiredField",
      "field": {
        "alias": null,
        "args": null,
        "concreteType": "GameTimingChoices",
        "kind": "LinkedField",
        "name": "gameTimingChoices",
        "plural": false,
        "selections": [
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
            "kind": "ScalarField",
            "name": "standardTurnSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "standardAnswerSeconds",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      "action": "THROW"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "c6c8ee79e72251f1dff795a78a7ceb1a";

export default node;
