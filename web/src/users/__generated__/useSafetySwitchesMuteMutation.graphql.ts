/**
 * @generated SignedSource<<9af0f2f1e50a17350be7bb3fe5979982>>
 * @relayHash ba4e583766edfe014297aa8683ba0fad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 372eb7da72828f8615e7090ffe388e1bb5a19ab2f8afb32484ddb36094d60228

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MuteUserInput = {
  userId: string;
};
export type useSafetySwitchesMuteMutation$variables = {
  input: MuteUserInput;
};
export type useSafetySwitchesMuteMutation$data = {
  readonly result: {
    readonly error: {
      readonly " $fragmentSpreads": FragmentRefs<"userErrors_userError">;
    } | null | undefined;
    readonly user?: {
      readonly id: string;
      readonly viewerHasMuted: boolean;
    };
  } | null | undefined;
};
export type useSafetySwitchesMuteMutation = {
  response: useSafetySwitchesMuteMutation$data;
  variables: useSafetySwitchesMuteMutation$variables;
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
  "type": "MuteUserPayload",
  "abstractKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v5 = [
  (v3/*:: as any*/),
  (v4/*:: as any*/),
  {
    "kind": "InlineFragment",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "FieldError",
        "kind": "LinkedField",
        "name": "fieldErrors",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "field",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "ValidationError",
    "abstractKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSafetySwitchesMuteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "muteUser",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "kind": "InlineDataFragmentSpread",
                  "name": "userErrors_userError",
                  "selections": (v5/*:: as any*/),
                  "args": null,
                  "argumentDefinitions": []
                }
              ],
              "type": "UserError",
              "abstractKey": "__isUserError"
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "error"
          }
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
    "name": "useSafetySwitchesMuteMutation",
    "selections": [
      {
        "alias": "result",
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "muteUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "UserError",
            "abstractKey": "__isUserError"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "372eb7da72828f8615e7090ffe388e1bb5a19ab2f8afb32484ddb36094d60228",
    "metadata": {},
    "name": "useSafetySwitchesMuteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8241ce6361fa677727d28d4a3f66ef3a";

export default node;
