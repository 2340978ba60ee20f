/**
 * @generated SignedSource<<37dc37a6e38785cb5e5585953499582f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type useWithdrawRematchOnLeave_game$data = {
  readonly id: string;
  readonly latestRematchOffer: {
    readonly sentByViewer: boolean;
    readonly status: GameInvitationStatus;
  } | null | undefined;
  readonly " $fragmentType": "useWithdrawRematchOnLeave_game";
};
export type useWithdrawRematchOnLeave_game$key = {
  readonly " $data"?: useWithdrawRematchOnLeave_game$data;
  readonly " $fragmentSpreads": FragmentRefs<"useWithdrawRematchOnLeave_game">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "useWithdrawRematchOnLeave_game",
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

(node as any).hash = "ddf4572c73d83116aac8fe5af49d5cd9";

export default node;
