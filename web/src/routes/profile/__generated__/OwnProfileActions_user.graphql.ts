/**
 * @generated SignedSource<<26319ea6316ba68d1a7c94e667f5a86b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnProfileActions_user$data = {
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
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditProfileForm_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "04e6b29994a800726940622d1d6f3321";

export default node;
