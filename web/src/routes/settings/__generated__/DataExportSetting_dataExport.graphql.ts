/**
 * @generated SignedSource<<4d4dc295b78005e9d6931ad36ddf5dea>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type DataExportStatus = "EXPIRED" | "FAILED" | "QUEUED" | "READY" | "RUNNING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type DataExportSetting_dataExport$data = {
  readonly byteSize: number | null | undefined;
  readonly downloadUrl: string | null | undefined;
  readonly expiresAt: string | null | undefined;
  readonly itemsDone: number;
  readonly itemsTotal: number;
  readonly progress: number;
  readonly status: DataExportStatus;
  readonly " $fragmentType": "DataExportSetting_dataExport";
};
export type DataExportSetting_dataExport$key = {
  readonly " $data"?: DataExportSetting_dataExport$data;
  readonly " $fragmentSpreads": FragmentRefs<"DataExportSetting_dataExport">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DataExportSetting_dataExport",
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
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "downloadUrl",
      "storageKey": null
    }
  ],
  "type": "DataExport",
  "abstractKey": null
};

(node as any).hash = "02bb608e822039aca6d297ac892275fe";

export default node;
