/**
 * @generated SignedSource<<2bbb0474d4084cb906dd65b89d8ffbbc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "897d1c38aa282039cd50379a33d20c00",
    "id": null,
    "metadata": {},
    "name": "useConversationStartedSubscription",
    "operationKind": "subscription",
    "text": "subscription useConversationStartedSubscription {\n  messageAdded {\n    id\n    conversation {\n      id\n      partner {\n        id\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "eba014fb861d748d5f7290a3e9ea3487";

export default node;
