/**
 * @generated SignedSource<<33d7f944d01dba205c2784e8194bf7b2>>
 * @relayHash 463fc80401e71291acd5f1058d310214
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7add2170f358fd081caf17b7a784d57d2b36017ca1a489ba410d7f129bbc52e4

import { ConcreteRequest } from 'relay-runtime';
export type useNewPostsSignalSubscription$variables = Record<PropertyKey, never>;
export type useNewPostsSignalSubscription$data = {
  readonly postAdded: {
    readonly author: {
      readonly id: string;
    };
    readonly id: string;
  } | null | undefined;
};
export type useNewPostsSignalSubscription = {
  response: useNewPostsSignalSubscription$data;
  variables: useNewPostsSignalSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Post",
    "kind": "LinkedField",
    "name": "postAdded",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "author",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
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
    "name": "useNewPostsSignalSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNewPostsSignalSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7add2170f358fd081caf17b7a784d57d2b36017ca1a489ba410d7f129bbc52e4",
    "metadata": {},
    "name": "useNewPostsSignalSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "caca87d67cfea15f0f3c8b5e73ef6b1e";

export default node;
