/**
 * @generated SignedSource<<364961e47563139962335c021d0ca9aa>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type AccessTokenScope = "READ" | "READ_WRITE" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AccessTokenItem_token$data = {
  readonly createdAt: string;
  readonly expiresAt: string | null | undefined;
  readonly id: string;
  readonly lastUsedAt: string | null | undefined;
  readonly name: string;
  readonly scope: AccessTokenScope;
  readonly " $fragmentType": "AccessTokenItem_token";
};
export type AccessTokenItem_token$key = {
  readonly " $data"?: AccessTokenItem_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"AccessTokenItem_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AccessTokenItem_token",
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
      "name": "scope",
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
      "name": "expiresAt",
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
  "type": "PersonalAccessToken",
  "abstractKey": null
};

(node as any).hash = "2dd7b0d0a19cb42566b4077d274de127";

export default node;
