/**
 * @generated SignedSource<<539f8be1ea58a23150390fe43507db33>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "e64c0b9061e52357f1c81a026fe23d80",
    "id": null,
    "metadata": {},
    "name": "useTypingIndicatorSubscription",
    "operationKind": "subscription",
    "text": "subscription useTypingIndicatorSubscription {\n  typingIndicator {\n    user {\n      id\n    }\n    typing\n  }\n}\n"
  }
};
})();

(node as any).hash = "4dc9c2198d2518ee26afe63f29585e93";

export default node;
