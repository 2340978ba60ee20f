/**
 * @generated SignedSource<<48e38d88e08bdc41c67c47fa31f587e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FollowButton_user$data = {
  readonly id: string;
  readonly viewerIsFollowing: boolean;
  readonly " $fragmentType": "FollowButton_user";
};
export type FollowButton_user$key = {
  readonly " $data"?: FollowButton_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FollowButton_user",
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
      "name": "viewerIsFollowing",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4e77f63ac90d2716e83e6688bff98c05";

export default node;
