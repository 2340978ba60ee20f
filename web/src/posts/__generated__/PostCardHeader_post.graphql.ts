/**
 * @generated SignedSource<<6baaacc08b3d361477e8ca2e77f1ceee>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostCardHeader_post$data = {
  readonly author: {
    readonly databaseId: string;
    readonly isViewer: boolean;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly createdAt: string;
  readonly databaseId: string;
  readonly " $fragmentSpreads": FragmentRefs<"PostMenu_post">;
  readonly " $fragmentType": "PostCardHeader_post";
};
export type PostCardHeader_post$key = {
  readonly " $data"?: PostCardHeader_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostCardHeader_post">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostCardHeader_post",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
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
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "profileImage",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "url",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostMenu_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};
})();

(node as any).hash = "13c84e35e17e7db8ea96a872f7280b01";

export default node;
