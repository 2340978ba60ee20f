/**
 * @generated SignedSource<<c9ac0ffad5f76c7fd3062fd7aec6c42f>>
 * @relayHash 14ee793206ce8ef4f7336f2c3650189b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 887f4365223a42178dbcf9ce918e6e60d1235e00f8dab886eeccee99dd681204

import { ConcreteRequest } from 'relay-runtime';
export type useFeedDeparturesSubscription$variables = Record<PropertyKey, never>;
export type useFeedDeparturesSubscription$data = {
  readonly feedPostsRemoved: {
    readonly authorId: string;
  } | null | undefined;
};
export type useFeedDeparturesSubscription = {
  response: useFeedDeparturesSubscription$data;
  variables: useFeedDeparturesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FeedPostsRemoval",
    "kind": "LinkedField",
    "name": "feedPostsRemoved",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "authorId",
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
    "name": "useFeedDeparturesSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFeedDeparturesSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "887f4365223a42178dbcf9ce918e6e60d1235e00f8dab886eeccee99dd681204",
    "metadata": {},
    "name": "useFeedDeparturesSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "8cc54d84ea3c3f4f54aace9b8542eb6d";

export default node;
