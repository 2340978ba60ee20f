/**
 * @generated SignedSource<<66bc23c6afe3b0e9dab06953ef0a2de7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GameTimeSettings_query$data = {
  readonly gameTimingChoices: {
    readonly answerSeconds: ReadonlyArray<number>;
    readonly standardAnswerSeconds: number;
    readonly standardTurnSeconds: number;
    readonly turnSeconds: ReadonlyArray<number>;
  };
  readonly viewer: {
    readonly id: string;
    readonly invitationAnswerSeconds: number;
    readonly turnSeconds: number;
  };
  readonly " $fragmentType": "GameTimeSettings_query";
};
export type GameTimeSettings_query$key = {
  readonly " $data"?: GameTimeSettings_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"GameTimeSettings_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "turnSeconds",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GameTimeSettings_query",
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
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "invitationAnswerSeconds",
            "storageKey": null
          },
          {
            "kind": "RequiredField",
            "field": (v0/*:: as any*/),
            "action": "THROW"
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
            "name": "answerSeconds",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "standardAnswerSeconds",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "standardTurnSeconds",
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

(node as any).hash = "65d1e3dc76b431315d219ffaab41fdfc";

export default node;
