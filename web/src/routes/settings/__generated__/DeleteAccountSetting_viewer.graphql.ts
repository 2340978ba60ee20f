/**
 * @generated SignedSource<<c200077727c4965ade5849e304bb9e2f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeleteAccountSetting_viewer$data = {
  readonly username: string;
  readonly " $fragmentType": "DeleteAccountSetting_viewer";
};
export type DeleteAccountSetting_viewer$key = {
  readonly " $data"?: DeleteAccountSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeleteAccountSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeleteAccountSetting_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b00985e4319164a1ca5c26f89282d408";

export default node;
