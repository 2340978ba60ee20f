/**
 * @generated SignedSource<<5f82e85581a68f302c0a98f6a37be31a>>
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
  readonly id: string;
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
      "name": "id",
      "storageKey": null
    },
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

(node as any).hash = "5c00e764e367d4f8e783dd1a1d4a6a22";

export default node;
