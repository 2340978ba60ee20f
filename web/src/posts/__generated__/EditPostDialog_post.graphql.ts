/**
 * @generated SignedSource<<4b00ac9ab4ded9c910e1ea4820585bd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EditPostDialog_post$data = {
  readonly caption: string;
  readonly id: string;
  readonly images: ReadonlyArray<{
    readonly altText: string;
    readonly id: string;
    readonly url: string;
  }>;
  readonly tags: ReadonlyArray<string>;
  readonly " $fragmentType": "EditPostDialog_post";
};
export type EditPostDialog_post$key = {
  readonly " $data"?: EditPostDialog_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPostDialog_post">;
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
  "name": "EditPostDialog_post",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "caption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PostImage",
      "kind": "LinkedField",
      "name": "images",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "url",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "altText",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "e7030e34ee64011023fad4a624ee4726";

export default node;
