/**
 * @generated SignedSource<<52021a13549fa460971d5dcf7e6169e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameStatus = "DRAW" | "IN_PROGRESS" | "WON" | "%future added value";
export type GameTeam = "TEAM_1" | "TEAM_2" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type GameInProgressBanner_game$data = {
  readonly status: GameStatus;
  readonly team1Player: {
    readonly username: string;
  };
  readonly team2Player: {
    readonly username: string;
  };
  readonly turn: GameTeam | null | undefined;
  readonly turnMillisecondsLeft: number | null | undefined;
  readonly turnSeconds: number;
  readonly viewerTeam: GameTeam | null | undefined;
  readonly " $fragmentType": "GameInProgressBanner_game";
};
export type GameInProgressBanner_game$key = {
  readonly " $data"?: GameInProgressBanner_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameInProgressBanner_game">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "username",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameInProgressBanner_game",
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
      "kind": "ScalarField",
      "name": "turn",
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
      "name": "turnSeconds",
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
    }
  ],
  "type": "Game",
  "abstractKey": null
};
})();

(node as any).hash = "56fd3731db626ea47a1165570d6998aa";

export default node;
