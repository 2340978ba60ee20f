/**
 * @generated SignedSource<<d001879adda72ff581db25de4b82a4ac>>
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
  readonly turnSecondsAskedBy: {
    readonly username: string;
  } | null | undefined;
  readonly " $fragmentType": "InvitationPrompt_invitation";
};
export type InvitationPrompt_invitation$key = {
  readonly " $data"?: InvitationPrompt_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"InvitationPrompt_invitation">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
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
      "name": "turnSecondsAskedBy",
      "plural": false,
      "selections": [
        (v0/*:: as any*/)
      ],
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
        (v0/*:: as any*/),
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
})();

(node as any).hash = "0a077f1d8417e1acb38486f06d0948eb";

export default node;
