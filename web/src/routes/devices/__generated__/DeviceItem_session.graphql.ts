/**
 * @generated SignedSource<<08f2724d65d9afc4cfe02d8a75abe723>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DeviceItem_session$data = {
  readonly browser: string | null | undefined;
  readonly current: boolean;
  readonly id: string;
  readonly lastSeenAt: string;
  readonly signedInAt: string;
  readonly system: string | null | undefined;
  readonly " $fragmentType": "DeviceItem_session";
};
export type DeviceItem_session$key = {
  readonly " $data"?: DeviceItem_session$data;
  readonly " $fragmentSpreads": FragmentRefs<"DeviceItem_session">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DeviceItem_session",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "browser",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "system",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "signedInAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastSeenAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "current",
      "storageKey": null
    }
  ],
  "type": "SignInSession",
  "abstractKey": null
};

(node as any).hash = "b6d34f220ff657c47ebaf1342a85d37a";

export default node;
