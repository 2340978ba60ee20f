/**
 * @generated SignedSource<<672253c91ae9d80f6f5ffc80fb81049c>>
 * @relayHash 79ef4e4d6124e54c95070d52e3422760
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d8a0702c1c0a69db5ea0fb4b789d2f5e6de1eef312c0c5caa8e0ca59598394f9

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
    "id": "d8a0702c1c0a69db5ea0fb4b789d2f5e6de1eef312c0c5caa8e0ca59598394f9",
    "metadata": {},
    "name": "useLiveChatPresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "84fe6088f2fd51c5fc24b1579c6cffab";

export default node;
