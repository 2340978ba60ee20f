/**
 * @generated SignedSource<<41e170704e508fe9cd3084adc2959e2e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PostGridTile_post$data = {
  readonly author: {
    readonly username: string;
  };
  readonly caption: string;
  readonly commentCount: number;
  readonly image: {
    readonly url: string;
  };
  readonly likeCount: number;
  readonly " $fragmentSpreads": FragmentRefs<"PostCard_post">;
  readonly " $fragmentType": "PostGridTile_post";
};
export type PostGridTile_post$key = {
  readonly " $data"?: PostGridTile_post$data;
  readonly " $fragmentSpreads": FragmentRefs<"PostGridTile_post">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PostGridTile_post",
  "selections": [
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
      "name": "likeCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "commentCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Image",
      "kind": "LinkedField",
      "name": "image",
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
          "name": "username",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PostCard_post"
    }
  ],
  "type": "Post",
  "abstractKey": null
};

(node as any).hash = "f6cf6de783f3baca38d3a193df90662f";

export default node;
