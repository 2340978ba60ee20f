/**
 * @generated SignedSource<<9d45b41de0288edb09e016f8d3e8a19a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VerifyEmailBanner_viewer$data = {
  readonly email: string | null | undefined;
  readonly emailVerified: boolean | null | undefined;
  readonly " $fragmentType": "VerifyEmailBanner_viewer";
};
export type VerifyEmailBanner_viewer$key = {
  readonly " $data"?: VerifyEmailBanner_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"VerifyEmailBanner_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VerifyEmailBanner_viewer",
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "4c4275a90768126683808c0425e5044b";

export default node;
