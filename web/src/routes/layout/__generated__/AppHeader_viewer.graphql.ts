/**
 * @generated SignedSource<<ebf040bc5dea79c11e3e7d253aa20696>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_viewer$data = {
  readonly " $fragmentSpreads": FragmentRefs<"AccountMenu_viewer">;
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "f0822a6ca8fa9c6c50f35c6b4cd65d3d";

export default node;
