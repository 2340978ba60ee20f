/**
 * @generated SignedSource<<efed2f356fc4ecd1d88102213b890130>>
 * @relayHash 524f5cd9ea3eebf776abaa37c5b2fba3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13ead48d3608558214fd6c9098e55c15e02a4c868f3ddb2687a77c5e40066d2b

import { ConcreteRequest } from 'relay-runtime';
export type SetConversationMutedInput = {
  conversationId: string;
  muted: boolean;
};
export type ConversationOptionsMenuMuteMutation$variables = {
  input: SetConversationMutedInput;
};
export type ConversationOptionsMenuMuteMutation$data = {
  readonly setConversationMuted: {
    readonly conversation?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  } | null | undefined;
};
export type ConversationOptionsMenuMuteMutation = {
  response: ConversationOptionsMenuMuteMutation$data;
  variables: ConversationOptionsMenuMuteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Conversation",
      "kind": "LinkedField",
      "name": "conversation",
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
          "name": "viewerHasMuted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "SetConversationMutedPayload",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ConversationOptionsMenuMuteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setConversationMuted",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ConversationOptionsMenuMuteMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "setConversationMuted",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "13ead48d3608558214fd6c9098e55c15e02a4c868f3ddb2687a77c5e40066d2b",
    "metadata": {},
    "name": "ConversationOptionsMenuMuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "961b1dfefbdcd981c2a5e1f56fe374c9";

export default node;
