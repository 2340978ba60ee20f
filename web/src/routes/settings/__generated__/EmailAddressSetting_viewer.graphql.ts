/**
 * @generated SignedSource<<670ccc6ede8ca592d24c28f73397030d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type EmailAddressSetting_viewer$data = {
  readonly email: string | null | undefined;
  readonly emailVerified: boolean | null | undefined;
  readonly pendingEmail: string | null | undefined;
  readonly " $fragmentType": "EmailAddressSetting_viewer";
};
export type EmailAddressSetting_viewer$key = {
  readonly " $data"?: EmailAddressSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"EmailAddressSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "EmailAddressSetting_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "emailVerified",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pendingEmail",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "663f53f63c40c2ad9b388cc63e485023";

export default node;
