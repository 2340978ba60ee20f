/**
 * @generated SignedSource<<c19000422b08a7b1c438916ab032136a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeysSetting_viewer$data = {
  readonly passkeys: ReadonlyArray<{
    readonly createdAt: string;
    readonly id: string;
    readonly lastUsedAt: string | null | undefined;
    readonly name: string;
    readonly synced: boolean;
  }> | null | undefined;
  readonly twoStepSignIn: {
    readonly totpEnabled: boolean;
  } | null | undefined;
  readonly " $fragmentType": "PasskeysSetting_viewer";
};
export type PasskeysSetting_viewer$key = {
  readonly " $data"?: PasskeysSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PasskeysSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PasskeysSetting_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Passkey",
      "kind": "LinkedField",
      "name": "passkeys",
      "plural": true,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "synced",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "createdAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "lastUsedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TwoStepSignIn",
      "kind": "LinkedField",
      "name": "twoStepSignIn",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totpEnabled",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2c5e98c06b5034e6d22b1c6408e742fb";

export default node;
