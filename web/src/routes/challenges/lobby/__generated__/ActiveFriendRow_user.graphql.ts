/**
 * @generated SignedSource<<aab668720fb41c8fa40816c8af5847ff>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ActiveFriendRow_user$data = {
  readonly id: string;
  readonly invitationAnswerSeconds: number;
  readonly name: string;
  readonly profileImage: {
    readonly url: string;
  };
  readonly username: string;
  readonly " $fragmentType": "ActiveFriendRow_user";
};
export type ActiveFriendRow_user$key = {
  readonly " $data"?: ActiveFriendRow_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendRow_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ActiveFriendRow_user",
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
      "name": "username",
      "storageKey": null
    },
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
      "name": "invitationAnswerSeconds",
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

(node as any).hash = "9ea0e63143d5d0e9a16e697c54625c01";

export default node;
