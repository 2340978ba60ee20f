/**
 * @generated SignedSource<<24131e5d624a12394e6f355eda7bef44>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RematchActions_game$data = {
  readonly rematch: {
    readonly id: string;
  } | null | undefined;
  readonly rematchOffer: {
    readonly sentByViewer: boolean;
    readonly status: GameInvitationStatus;
  } | null | undefined;
  readonly " $fragmentType": "RematchActions_game";
};
export type RematchActions_game$key = {
  readonly " $data"?: RematchActions_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"RematchActions_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "RematchActions_game",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "rematch",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameInvitation",
      "kind": "LinkedField",
      "name": "rematchOffer",
      "plural": false,
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
          "name": "sentByViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Game",
  "abstractKey": null
};

(node as any).hash = "c068d6a71e19f44d743fcf7fd4d86b21";

export default node;
