/**
 * @generated SignedSource<<0f384e1fa75f44301e5b925b65712a90>>
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
  readonly viewerCanSeePosts: boolean;
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
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanSeePosts",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b132dbf088b6c177a6a6029ad7258a2f";

export default node;
