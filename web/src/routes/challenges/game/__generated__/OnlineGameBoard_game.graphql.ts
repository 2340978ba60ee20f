/**
 * @generated SignedSource<<fade3702feabee529a4dcdb1d789a00a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameEndReason = "BLOCKED" | "FORFEIT" | "FULL_BOARD" | "LINE" | "TIMEOUT" | "%future added value";
export type GameMark = "O" | "X" | "%future added value";
export type GameStatus = "DRAW" | "IN_PROGRESS" | "WON" | "%future added value";
export type GameTeam = "TEAM_1" | "TEAM_2" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type OnlineGameBoard_game$data = {
  readonly cells: ReadonlyArray<GameMark | null | undefined>;
  readonly endReason: GameEndReason | null | undefined;
  readonly id: string;
  readonly moveCount: number;
  readonly moves: ReadonlyArray<{
    readonly cell: number;
    readonly team: GameTeam;
  }>;
  readonly opponentOnline: boolean | null | undefined;
  readonly status: GameStatus;
  readonly team1Player: {
    readonly name: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly team2Player: {
    readonly name: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly turn: GameTeam | null | undefined;
  readonly turnDeadline: string | null | undefined;
  readonly turnMillisecondsLeft: number | null | undefined;
  readonly turnSeconds: number;
  readonly turnSecondsAskedBy: GameTeam | null | undefined;
  readonly viewerTeam: GameTeam | null | undefined;
  readonly viewerTurnExtensionsLeft: number | null | undefined;
  readonly winner: GameTeam | null | undefined;
  readonly winningLine: ReadonlyArray<number> | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"RematchActions_game">;
  readonly " $fragmentType": "OnlineGameBoard_game";
};
export type OnlineGameBoard_game$key = {
  readonly " $data"?: OnlineGameBoard_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"OnlineGameBoard_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
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
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OnlineGameBoard_game",
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
      "name": "cells",
      "storageKey": null
    },
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
      "name": "turnSeconds",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "turnSecondsAskedBy",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerTurnExtensionsLeft",
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
      "concreteType": "GameMove",
      "kind": "LinkedField",
      "name": "moves",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cell",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "team",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "opponentOnline",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "team1Player",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "team2Player",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "RematchActions_game"
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "e9704cdcc0daf5ef0274ed3c2ba91340";

export default node;
