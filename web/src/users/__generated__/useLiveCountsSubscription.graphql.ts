/**
 * @generated SignedSource<<73c185cf0de0e2d2422e2912b20896b8>>
 * @relayHash 2185ebaefc2c4a8a120c51ef746ecd1b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 08708d25e7adaf42ef6758d649828ff8120371c4e99405cee1de9e6f04e1eae1

import { ConcreteRequest } from 'relay-runtime';
export type useLiveCountsSubscription$variables = {
  userId: string;
};
export type useLiveCountsSubscription$data = {
  readonly userCountsChanged: {
    readonly followerCount: number;
    readonly followingCount: number;
    readonly id: string;
    readonly postCount: number;
  } | null | undefined;
};
export type useLiveCountsSubscription = {
  response: useLiveCountsSubscription$data;
  variables: useLiveCountsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "userId",
        "variableName": "userId"
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "userCountsChanged",
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
        "name": "postCount",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "followerCount",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveCountsSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveCountsSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "08708d25e7adaf42ef6758d649828ff8120371c4e99405cee1de9e6f04e1eae1",
    "metadata": {},
    "name": "useLiveCountsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "b5ecbdd174d28c23e0aeef3aac335d78";

export default node;
