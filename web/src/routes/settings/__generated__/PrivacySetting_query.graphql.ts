/**
 * @generated SignedSource<<bb14b72b719c85b34298d917aa114581>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PrivacySetting_query$data = {
  readonly followRequests: {
    readonly totalCount: number;
  } | null | undefined;
  readonly viewer: {
    readonly databaseId: string;
    readonly isPrivate: boolean;
    readonly username: string;
  } | null | undefined;
  readonly " $fragmentType": "PrivacySetting_query";
};
export type PrivacySetting_query$key = {
  readonly " $data"?: PrivacySetting_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"PrivacySetting_query">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PrivacySetting_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "databaseId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isPrivate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "followRequests",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "totalCount",
          "storageKey": null
        }
      ],
      "storageKey": "followRequests(first:1)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};

(node as any).hash = "fc42ff85ed88d7470c656cfe7fd1058c";

export default node;
