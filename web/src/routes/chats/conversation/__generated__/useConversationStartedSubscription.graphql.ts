/**
 * @generated SignedSource<<31a31e15af9d556700a348818aca087b>>
 * @relayHash 897d1c38aa282039cd50379a33d20c00
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e116ae3f581ab61f167b3ce805d13ecaecb54a15f4deba3bcbc4d9f0c174231c

import { ConcreteRequest } from 'relay-runtime';
export type useConversationStartedSubscription$variables = Record<PropertyKey, never>;
export type useConversationStartedSubscription$data = {
  readonly messageAdded: {
    readonly conversation: {
      readonly id: string;
      readonly partner: {
        readonly id: string;
      };
    };
    readonly id: string;
  } | null | undefined;
};
export type useConversationStartedSubscription = {
  response: useConversationStartedSubscription$data;
  variables: useConversationStartedSubscription$variables;
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
    "concreteType": "Message",
    "kind": "LinkedField",
    "name": "messageAdded",
    "plural": false,
    "selections": [
      (v0/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "concreteType": "Conversation",
        "kind": "LinkedField",
        "name": "conversation",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "partner",
            "plural": false,
            "selections": [
              (v0/*:: as any*/)
            ],
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
    "name": "useConversationStartedSubscription",
    "selections": (v1/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useConversationStartedSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "e116ae3f581ab61f167b3ce805d13ecaecb54a15f4deba3bcbc4d9f0c174231c",
    "metadata": {},
    "name": "useConversationStartedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "eba014fb861d748d5f7290a3e9ea3487";

export default node;
