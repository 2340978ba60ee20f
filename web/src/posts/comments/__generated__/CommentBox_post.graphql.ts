/**
 * @generated SignedSource<<deda095e867c1d56fb224d7375178e2a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CommentBox_post$data = {
  readonly id: string;
  readonly " $fragmentType": "CommentBox_post";
};
export type CommentBox_post$key = {
  readonly " $data"?: CommentBox_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"CommentBox_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CommentBox_post",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "e3be8410c4afea2866340afbddad01ba";

export default node;
