/**
 * @generated SignedSource<<c8689bc686595b7343fc6e5454adc5ed>>
 * @relayHash fc8e7afd2d5c26528308f3552dd11516
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 430aa7274647fe58ea8c093109ad3bf8ef7ca7557869571b5d376689120dc86f

import { ConcreteRequest } from 'relay-runtime';
export type UnmuteUserInput = {
  userId: string;
};
export type useSafetySwitchesUnmuteMutation$variables = {
  input: UnmuteUserInput;
};
export type useSafetySwitchesUnmuteMutation$data = {
  readonly result: {
    readonly user?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  } | null | undefined;
};
export type useSafetySwitchesUnmuteMutation = {
  response: useSafetySwitchesUnmuteMutation$data;
  variables: useSafetySwitchesUnmuteMutation$variables;
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
          "name": "viewerHasMuted",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "UnmuteUserPayload",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSafetySwitchesUnmuteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unmuteUser",
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
    "name": "useSafetySwitchesUnmuteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unmuteUser",
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
    "id": "430aa7274647fe58ea8c093109ad3bf8ef7ca7557869571b5d376689120dc86f",
    "metadata": {},
    "name": "useSafetySwitchesUnmuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e2dc263c88b1f9e6450f58d82013fc7b";

export default node;
