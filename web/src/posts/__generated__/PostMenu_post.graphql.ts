/**
 * @generated SignedSource<<9d581facbbe6301d78d2d9b00d84e726>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostMenu_post$data = {
  readonly author: {
    readonly id: string;
    readonly isViewer: boolean;
    readonly username: string;
    readonly viewerIsFollowing: boolean;
  };
  readonly id: string;
  readonly viewerCanEdit: boolean;
  readonly " $fragmentSpreads": FragmentRefs<"EditPostDialog_post">;
  readonly " $fragmentType": "PostMenu_post";
};
export type PostMenu_post$key = {
  readonly " $data"?: PostMenu_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostMenu_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostMenu_post",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerCanEdit",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "author",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
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
          "name": "isViewer",
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
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "EditPostDialog_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "ff874388003c678936a3fec323e92f0b";

export default node;
