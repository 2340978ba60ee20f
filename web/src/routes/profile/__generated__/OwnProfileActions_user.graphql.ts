/**
 * @generated SignedSource<<28054083d07f9ddbad58000687b94334>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnProfileActions_user$data = {
  readonly isPrivate: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user">;
  readonly " $fragmentType": "OwnProfileActions_user";
};
export type OwnProfileActions_user$key = {
  readonly " $data"?: OwnProfileActions_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"OwnProfileActions_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "OwnProfileActions_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrivate",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditProfileForm_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "c3481046ee3e8b5d6cbd838636bacc97";

export default node;
