/**
 * @generated SignedSource<<497113f8becd42f56524ef91b1d43d80>>
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
  readonly " $fragmentSpreads": FragmentRefs<"PostMenu_post">;
  readonly " $fragmentType": "PostCardHeader_post";
};
export type PostCardHeader_post$key = {
  readonly " $data"?: PostCardHeader_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostCardHeader_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostCardHeader_post",
  "selections": [
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
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
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

(node as any).hash = "9e60b1eed420e18da2b96a7b9311fe95";

export default node;
