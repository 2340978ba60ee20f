/**
 * @generated SignedSource<<ccc939b784864438dfd4a54a5ce83dfc>>
 * @relayHash b69882e569b2ef73de6703310a686359
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0d307378dcef7d9fb2045734e5757d2c9987a59a5ff2dc528f309b4adf1d894b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DataExportSettingPollQuery$variables = Record<PropertyKey, never>;
export type DataExportSettingPollQuery$data = {
  readonly dataExport: {
    readonly downloadUrl: string | null | undefined;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"DataExportSetting_query">;
};
export type DataExportSettingPollQuery = {
  response: DataExportSettingPollQuery$data;
  variables: DataExportSettingPollQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "downloadUrl",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DataExportSettingPollQuery",
    "selections": [
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "DataExportSetting_query"
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "DataExport",
        "kind": "LinkedField",
        "name": "dataExport",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DataExportSettingPollQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DataExport",
        "kind": "LinkedField",
        "name": "dataExport",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemsDone",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "itemsTotal",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "progress",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "byteSize",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "expiresAt",
            "storageKey": null
          },
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0d307378dcef7d9fb2045734e5757d2c9987a59a5ff2dc528f309b4adf1d894b",
    "metadata": {},
    "name": "DataExportSettingPollQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "032a1bf0d21fce4461da09f9ac9e1b35";

export default node;
