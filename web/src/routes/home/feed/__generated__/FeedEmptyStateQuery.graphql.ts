/**
 * @generated SignedSource<<d67196c229971e59c7d9c46525c2106f>>
 * @relayHash 64c164cdb19e0252efff34748e85b617
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 41ef0b4219da604b470867aeda502afabdf05dae5aa9bfc063ec413909d15d7e

import { ConcreteRequest } from 'relay-runtime';
export type FeedEmptyStateQuery$variables = Record<PropertyKey, never>;
export type FeedEmptyStateQuery$data = {
  readonly viewer: {
    readonly followingCount: number;
    readonly id: string;
  } | null | undefined;
};
export type FeedEmptyStateQuery = {
  response: FeedEmptyStateQuery$data;
  variables: FeedEmptyStateQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
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
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followingCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "FeedEmptyStateQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "FeedEmptyStateQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "41ef0b4219da604b470867aeda502afabdf05dae5aa9bfc063ec413909d15d7e",
    "metadata": {},
    "name": "FeedEmptyStateQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "59a3e71b94c99c176297f3044cf68a60";

export default node;
