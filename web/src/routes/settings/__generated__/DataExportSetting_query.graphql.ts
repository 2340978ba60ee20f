/**
 * @generated SignedSource<<fbd2c9d734ab7b1c2fd1f5e7b1f5516a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "EXPIRED" | "FAILED" | "QUEUED" | "READY" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DataExportSetting_query$data = {
  readonly dataExport: {
    readonly status: DataExportStatus;
    readonly " $fragmentSpreads": FragmentRefs<"DataExportSetting_dataExport">;
  } | null | undefined;
  readonly " $fragmentType": "DataExportSetting_query";
};
export type DataExportSetting_query$key = {
  readonly " $data"?: DataExportSetting_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataExportSetting_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataExportSetting_query",
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
          "args": null,
          "kind": "FragmentSpread",
          "name": "DataExportSetting_dataExport"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "683ed878e42ea406f0b170d710f9d886";

export default node;
