/**
 * @generated SignedSource<<7277aeebca6ed142749116ef6d06f458>>
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

(node as any).hash = "a7f79660fa7d6d9c04294e2b63ee7c68";

export default node;
