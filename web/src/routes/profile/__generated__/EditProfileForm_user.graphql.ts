/**
 * @generated SignedSource<<8c1cf29f091ec9fecdec0d00662119c4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditProfileForm_user$data = {
  readonly bio: string;
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "7027487c13e12af1dc9ed2db410a499c";

export default node;
