/**
 * @generated SignedSource<<37322ed7347d2610364a26a9b9124520>>
 * @relayHash b726fc0d70a08927ff5a9366048709ea
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d9fe0851066db7e0f52771a18381c853cad942cd7cd03901c17dae1fc6e73cb6

import { ConcreteRequest } from 'relay-runtime';
export type UnblockUserInput = {
  userId: string;
};
export type useSafetySwitchesUnblockMutation$variables = {
  input: UnblockUserInput;
};
export type useSafetySwitchesUnblockMutation$data = {
  readonly result: {
    readonly user?: {
      readonly id: string;
      readonly viewerHasBlocked: boolean;
    };
  } | null | undefined;
};
export type useSafetySwitchesUnblockMutation = {
  response: useSafetySwitchesUnblockMutation$data;
  variables: useSafetySwitchesUnblockMutation$variables;
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
          "name": "viewerHasBlocked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UnblockUserPayload",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSafetySwitchesUnblockMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unblockUser",
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
    "name": "useSafetySwitchesUnblockMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unblockUser",
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
    "id": "d9fe0851066db7e0f52771a18381c853cad942cd7cd03901c17dae1fc6e73cb6",
    "metadata": {},
    "name": "useSafetySwitchesUnblockMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "179bef3e622f4b523b833011d110df1c";

export default node;
