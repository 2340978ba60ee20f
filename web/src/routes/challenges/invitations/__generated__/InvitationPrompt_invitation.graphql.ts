/**
 * @generated SignedSource<<2c3f02e17a45d1ad33615fd57466f099>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type InvitationPrompt_invitation$data = {
  readonly id: string;
  readonly inviter: {
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly " $fragmentType": "InvitationPrompt_invitation";
};
export type InvitationPrompt_invitation$key = {
  readonly " $data"?: InvitationPrompt_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationPrompt_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "InvitationPrompt_invitation",
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
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "inviter",
      "plural": false,
      "selections": [
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
    }
  ],
  "type": "GameInvitation",
  "abstractKey": null
};

(node as any).hash = "f1e3df1020e977f8c9e98c0a10854be1";

export default node;
