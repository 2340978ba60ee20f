/**
 * @generated SignedSource<<0ceac2c8dda7c11d8bb2e0614cfee539>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnswerWindowSetting_query$data = {
  readonly gameTimingChoices: {
    readonly answerSeconds: ReadonlyArray<number>;
    readonly standardAnswerSeconds: number;
  };
  readonly viewer: {
    readonly id: string;
    readonly invitationAnswerSeconds: number;
  };
  readonly " $fragmentType": "AnswerWindowSetting_query";
};
export type AnswerWindowSetting_query$key = {
  readonly " $data"?: AnswerWindowSetting_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnswerWindowSetting_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnswerWindowSetting_query",
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

(node as any).hash = "a575d4bae118bd3267e994fd883dbd49";

export default node;
