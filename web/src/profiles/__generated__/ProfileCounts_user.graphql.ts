/**
 * @generated SignedSource<<ed68a5d65f39ad752475ee65dcaf1745>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileCounts_user$data = {
  readonly followerCount: number;
  readonly followingCount: number;
  readonly postCount: number;
  readonly " $fragmentType": "ProfileCounts_user";
};
export type ProfileCounts_user$key = {
  readonly " $data"?: ProfileCounts_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCounts_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileCounts_user",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "postCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followerCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "followingCount",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fd8d315cc66a15b176b934687a338921";

export default node;
