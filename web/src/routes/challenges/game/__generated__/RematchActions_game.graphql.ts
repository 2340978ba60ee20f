/**
 * @generated SignedSource<<6179972f1a546c0d90cb3153b281a5e8>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type RematchActions_game$data = {
  readonly id: string;
  readonly latestRematchOffer: {
    readonly sentByViewer: boolean;
    readonly status: GameInvitationStatus;
  } | null | undefined;
  readonly rematch: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentType": "RematchActions_game";
};
export type RematchActions_game$key = {
  readonly " $data"?: RematchActions_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"RematchActions_game">;
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
  "name": "RematchActions_game",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Game",
      "kind": "LinkedField",
      "name": "rematch",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GameInvitation",
      "kind": "LinkedField",
      "name": "latestRematchOffer",
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
})();

(node as any).hash = "e23b915d6add3abbebadde3fe38cc1e9";

export default node;
