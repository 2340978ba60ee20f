/**
 * @generated SignedSource<<0fbcd5b5aafd821d022e9c09c799abd9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TwoStepSignInSetting_viewer$data = {
  readonly twoStepSignIn: {
    readonly recoveryCodesLeft: number;
    readonly totpEnabled: boolean;
  } | null | undefined;
  readonly username: string;
  readonly " $fragmentType": "TwoStepSignInSetting_viewer";
};
export type TwoStepSignInSetting_viewer$key = {
  readonly " $data"?: TwoStepSignInSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"TwoStepSignInSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TwoStepSignInSetting_viewer",
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
      "concreteType": "TwoStepSignIn",
      "kind": "LinkedField",
      "name": "twoStepSignIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totpEnabled",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "recoveryCodesLeft",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d8b7f5d04eabeb84e4d2f662a18326cd";

export default node;
