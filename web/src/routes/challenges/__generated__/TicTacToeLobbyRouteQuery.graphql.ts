/**
 * @generated SignedSource<<e54e1ebeb7d240449be1bee55ca5350f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TicTacToeLobbyRouteQuery$variables = Record<PropertyKey, never>;
export type TicTacToeLobbyRouteQuery$data = {
  readonly viewer: {
    readonly currentGame: {
      readonly id: string;
    } | null | undefined;
    readonly gameRecord: {
      readonly draws: number;
      readonly losses: number;
      readonly wins: number;
    };
    readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendsList_viewer">;
  } | null | undefined;
};
export type TicTacToeLobbyRouteQuery = {
  response: TicTacToeLobbyRouteQuery$data;
  variables: TicTacToeLobbyRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "Game",
  "kind": "LinkedField",
  "name": "currentGame",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "GameRecord",
  "kind": "LinkedField",
  "name": "gameRecord",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "wins",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "draws",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "losses",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TicTacToeLobbyRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ActiveFriendsList_viewer"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TicTacToeLobbyRouteQuery",
    "selections": [
      {
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
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "username",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
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
                "selections": (v1/*:: as any*/),
                "storageKey": null
              },
              (v0/*:: as any*/)
            ],
            "storageKey": "gameInvitationsSent(first:20)"
          },
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "29ad5c8917e476a3e46972e0f6693649",
    "id": null,
    "metadata": {},
    "name": "TicTacToeLobbyRouteQuery",
    "operationKind": "query",
    "text": "query TicTacToeLobbyRouteQuery {\n  viewer {\n    ...ActiveFriendsList_viewer\n    currentGame {\n      id\n    }\n    gameRecord {\n      wins\n      draws\n      losses\n    }\n    id\n  }\n}\n\nfragment ActiveFriendRow_user on User {\n  id\n  username\n  name\n  profileImage {\n    url\n  }\n}\n\nfragment ActiveFriendsList_viewer on User {\n  activeFriends(first: 50) {\n    id\n    ...ActiveFriendRow_user\n  }\n  gameInvitationsSent(first: 20) {\n    status\n    invitee {\n      id\n    }\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "591bb109438bed6965342b0f86d86ac0";

export default node;
