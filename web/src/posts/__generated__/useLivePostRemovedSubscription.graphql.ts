/**
 * @generated SignedSource<<9f566f889af482ff7cb7dd6d6810326b>>
 * @relayHash 32a9c22627fc2e0a8f5c693b3ae728f7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b718c40dcdce12a00784b8d99ac045be2e5a07ee7677aa161cfc417f9d3630a7

import { ConcreteRequest } from 'relay-runtime';
export type useLivePostRemovedSubscription$variables = {
  id: string;
};
export type useLivePostRemovedSubscription$data = {
  readonly postRemoved: {
    readonly postId: string;
  } | null | undefined;
};
export type useLivePostRemovedSubscription = {
  response: useLivePostRemovedSubscription$data;
  variables: useLivePostRemovedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "PostRemoval",
    "kind": "LinkedField",
    "name": "postRemoved",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "postId",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLivePostRemovedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLivePostRemovedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "b718c40dcdce12a00784b8d99ac045be2e5a07ee7677aa161cfc417f9d3630a7",
    "metadata": {},
    "name": "useLivePostRemovedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "0fa1e953f791f8dcc00fa12027d20b0f";

export default node;
