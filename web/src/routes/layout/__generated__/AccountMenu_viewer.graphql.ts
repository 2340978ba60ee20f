/**
 * @generated SignedSource<<de09b9a88f30ea2fd30798a96d9ffcc9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AccountMenu_viewer$data = {
  readonly databaseId: string;
  readonly isModerator: boolean;
  readonly profileImage: {
    readonly url: string;
  };
  readonly username: string;
  readonly " $fragmentType": "AccountMenu_viewer";
};
export type AccountMenu_viewer$key = {
  readonly " $data"?: AccountMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccountMenu_viewer",
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
      "name": "isModerator",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "fd2483f121311e5de9c06d304460e224";

export default node;
