/**
 * @generated SignedSource<<230c0eb7bb85c442b6a85fcbfeb55471>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameUpdateKind = "CLOCK_RESET" | "ENDED" | "MOVE" | "REMATCH_EXPIRED" | "REMATCH_OFFERED" | "REMATCH_STARTED" | "%future added value";
export type useGameUpdatesSubscription$variables = {
  gameId: string;
};
export type useGameUpdatesSubscription$data = {
  readonly gameUpdated: {
    readonly game: {
      readonly " $fragmentSpreads": FragmentRefs<"OnlineGameBoard_game">;
    };
    readonly kind: GameUpdateKind;
    readonly rematch: {
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type useGameUpdatesSubscription = {
  response: useGameUpdatesSubscription$data;
  variables: useGameUpdatesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "gameId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "gameId",
    "variableName": "gameId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Game",
  "kind": "LinkedField",
  "name": "rematch",
  "plural": false,
  "selections": [
    (v3/*:: as any*/)
  ],
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v6 = [
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
  },
  (v3/*:: as any*/)
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGameUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GameUpdate",
        "kind": "LinkedField",
        "name": "gameUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "OnlineGameBoard_game"
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useGameUpdatesSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "GameUpdate",
        "kind": "LinkedField",
        "name": "gameUpdated",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Game",
            "kind": "LinkedField",
            "name": "game",
            "plural": false,
            "selections": [
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cells",
                "storageKey": null
              },
              (v5/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "turn",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "turnDeadline",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "turnMillisecondsLeft",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "winner",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "winningLine",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "endReason",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "viewerTeam",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "moveCount",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "team1Player",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "team2Player",
                "plural": false,
                "selections": (v6/*:: as any*/),
                "storageKey": null
              },
              (v4/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "GameInvitation",
                "kind": "LinkedField",
                "name": "rematchOffer",
                "plural": false,
                "selections": [
                  (v5/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sentByViewer",
                    "storageKey": null
                  },
                  (v3/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "f0eeca75631dfadd41a47f813ea356ca",
    "id": null,
    "metadata": {},
    "name": "useGameUpdatesSubscription",
    "operationKind": "subscription",
    "text": "subscription useGameUpdatesSubscription(\n  $gameId: ID!\n) {\n  gameUpdated(gameId: $gameId) {\n    kind\n    game {\n      ...OnlineGameBoard_game\n      id\n    }\n    rematch {\n      id\n    }\n  }\n}\n\nfragment OnlineGameBoard_game on Game {\n  id\n  cells\n  status\n  turn\n  turnDeadline\n  turnMillisecondsLeft\n  winner\n  winningLine\n  endReason\n  viewerTeam\n  moveCount\n  team1Player {\n    username\n    name\n    profileImage {\n      url\n    }\n    id\n  }\n  team2Player {\n    username\n    name\n    profileImage {\n      url\n    }\n    id\n  }\n  ...RematchActions_game\n}\n\nfragment RematchActions_game on Game {\n  rematch {\n    id\n  }\n  rematchOffer {\n    status\n    sentByViewer\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "896eb478eca944885b51f71e5ad22422";

export default node;
