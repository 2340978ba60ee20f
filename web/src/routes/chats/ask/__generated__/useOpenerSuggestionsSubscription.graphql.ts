/**
 * @generated SignedSource<<cdbcdb21d5085c676e6012806a751141>>
 * @relayHash b0c7da6bd4909f8c9fb823b3140c3e06
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3670bb4951d2582aecba4585686f31f533df92a9ff0d860066e9e44395ca3bcb

import { ConcreteRequest } from 'relay-runtime';
export type useOpenerSuggestionsSubscription$variables = {
  prompt: string;
};
export type useOpenerSuggestionsSubscription$data = {
  readonly openerSuggestions: {
    readonly __typename: "OpenerSuggestionsFailed";
    readonly message: string;
  } | {
    readonly __typename: "OpenerSuggestionsProgress";
    readonly suggestions: ReadonlyArray<string>;
  } | {
    readonly __typename: "OpenerSuggestionsReady";
    readonly source: string;
    readonly suggestions: ReadonlyArray<string>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  } | null | undefined;
};
export type useOpenerSuggestionsSubscription = {
  response: useOpenerSuggestionsSubscription$data;
  variables: useOpenerSuggestionsSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "prompt"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "suggestions",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "prompt",
        "variableName": "prompt"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "openerSuggestions",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "OpenerSuggestionsProgress",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "source",
            "storageKey": null
          }
        ],
        "type": "OpenerSuggestionsReady",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "OpenerSuggestionsFailed",
        "abstractKey": null
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
    "name": "useOpenerSuggestionsSubscription",
    "selections": (v2/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useOpenerSuggestionsSubscription",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3670bb4951d2582aecba4585686f31f533df92a9ff0d860066e9e44395ca3bcb",
    "metadata": {},
    "name": "useOpenerSuggestionsSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e1f987469abbc2754f3389a248989cda";

export default node;
