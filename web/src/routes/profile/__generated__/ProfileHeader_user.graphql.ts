/**
 * @generated SignedSource<<1b9257fc1eb9682ed0b24c4402392a3a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileHeader_user$data = {
  readonly bio: string;
  readonly coverImage: {
    readonly url: string;
  };
  readonly name: string;
  readonly profileImage: {
    readonly url: string;
  };
  readonly username: string;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileCounts_user">;
  readonly " $fragmentType": "ProfileHeader_user";
};
export type ProfileHeader_user$key = {
  readonly " $data"?: ProfileHeader_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileHeader_user">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileHeader_user",
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
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "profileImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "coverImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "ProfileCounts_user"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "d08dfd3711b559318c876e33736c40f7";

export default node;
