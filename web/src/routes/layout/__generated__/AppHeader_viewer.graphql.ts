/**
 * @generated SignedSource<<0258723a3e6aa3f0dc32eddeaf71f9b6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer" | "MessagesLink_viewer">;
  readonly " $fragmentType": "AppHeader_viewer";
};
export type AppHeader_viewer$key = {
  readonly " $data"?: AppHeader_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_viewer",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "AccountMenu_viewer"
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "MessagesLink_viewer"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b286e8f869c3b23640034b78e27459da";

export default node;
