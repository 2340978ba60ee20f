/**
 * @generated SignedSource<<91a11c7eb4b02a6377f4bd78a86568fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditProfileForm_user$data = {
  readonly bio: string;
  readonly isPrivate: boolean;
  readonly name: string;
  readonly username: string;
  readonly " $fragmentType": "EditProfileForm_user";
};
export type EditProfileForm_user$key = {
  readonly " $data"?: EditProfileForm_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditProfileForm_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditProfileForm_user",
  "selections": [
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
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "bio",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isPrivate",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "5d212aff2c68ba8b835cb4c688db5825";

export default node;
