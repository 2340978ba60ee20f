/**
 * @generated SignedSource<<bd10e2eca34a9b919c14e6e91244463c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostActions_post$data = {
  readonly id: string;
  readonly likeCount: number;
  readonly viewerHasLiked: boolean;
  readonly viewerHasSaved: boolean;
  readonly " $fragmentType": "PostActions_post";
};
export type PostActions_post$key = {
  readonly " $data"?: PostActions_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostActions_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostActions_post",
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
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasLiked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasSaved",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "35156235218a8831f4c090d54f437b64";

export default node;
