/**
 * @generated SignedSource<<43968345b56cd1313547a94be7b29888>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AppHeader_query$data = {
  readonly " $fragmentSpreads": FragmentRefs<"NotificationBell_query">;
  readonly " $fragmentType": "AppHeader_query";
};
export type AppHeader_query$key = {
  readonly " $data"?: AppHeader_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppHeader_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppHeader_query",
  "selections": [
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "NotificationBell_query"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "81cfd9234fe7e434e49af338314e15c3";

export default node;
