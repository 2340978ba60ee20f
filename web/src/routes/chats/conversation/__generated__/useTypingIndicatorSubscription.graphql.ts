/**
 * @generated SignedSource<<cc2968fd38d8eca187bec09a5ae9ae41>>
 * @relayHash e64c0b9061e52357f1c81a026fe23d80
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ef82990391618ee14b67bf0a7a78dd9392037bce6c1c73464933401af5f6f8e5

import { ConcreteRequest } from 'relay-runtime';
export type useTypingIndicatorSubscription$variables = Record<PropertyKey, never>;
export type useTypingIndicatorSubscription$data = {
  readonly typingIndicator: {
    readonly typing: boolean;
    readonly user: {
      readonly id: string;
    };
  } | null | undefined;
};
export type useTypingIndicatorSubscription = {
  response: useTypingIndicatorSubscription$data;
  variables: useTypingIndicatorSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "TypingIndicator",
    "kind": "LinkedField",
    "name": "typingIndicator",
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
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "typing",
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
    "name": "useTypingIndicatorSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useTypingIndicatorSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "ef82990391618ee14b67bf0a7a78dd9392037bce6c1c73464933401af5f6f8e5",
    "metadata": {},
    "name": "useTypingIndicatorSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "4dc9c2198d2518ee26afe63f29585e93";

export default node;
