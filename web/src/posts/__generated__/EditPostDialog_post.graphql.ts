/**
 * @generated SignedSource<<1a3ca7062cdf2d9e2d31348fcbfb754a>>
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
  readonly tags: ReadonlyArray<string>;
  readonly " $fragmentType": "EditPostDialog_post";
};
export type EditPostDialog_post$key = {
  readonly " $data"?: EditPostDialog_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"EditPostDialog_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EditPostDialog_post",
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
      "name": "caption",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tags",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "3cdd7e90fe078306ce11c41fdfaeacce";

export default node;
