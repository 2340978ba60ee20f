/**
 * @generated SignedSource<<ded0afeb7ef1cb42c8f1ecb17e0653e0>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLiveChatPresenceSubscription$variables = Record<PropertyKey, never>;
export type useLiveChatPresenceSubscription$data = {
  readonly friendPresenceChanged: {
    readonly user: {
      readonly id: string;
      readonly online: boolean;
    };
  } | null | undefined;
};
export type useLiveChatPresenceSubscription = {
  response: useLiveChatPresenceSubscription$data;
  variables: useLiveChatPresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "PresenceChange",
    "kind": "LinkedField",
    "name": "friendPresenceChanged",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
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
            "name": "online",
            "storageKey": null
          }
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
    "name": "useLiveChatPresenceSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useLiveChatPresenceSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "79ef4e4d6124e54c95070d52e3422760",
    "id": null,
    "metadata": {},
    "name": "useLiveChatPresenceSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveChatPresenceSubscription {\n  friendPresenceChanged {\n    user {\n      id\n      online\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "84fe6088f2fd51c5fc24b1579c6cffab";

export default node;
