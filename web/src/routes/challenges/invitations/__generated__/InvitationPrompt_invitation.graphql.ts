/**
 * @generated SignedSource<<ecb97cea06b58eea9def1595030cc57c>>
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
  readonly turnSeconds: number;
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
      "kind": "ScalarField",
      "name": "turnSeconds",
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

(node as any).hash = "6530804bdd4bb392591c9aed73783a2c";

export default node;
