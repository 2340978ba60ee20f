/**
 * @generated SignedSource<<ee1f60abaf7673a1aafe63acf4ad4e89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostActionInput = {
  postId: string;
};
export type useToggleSaveUnsaveMutation$variables = {
  connections: ReadonlyArray<string>;
  input: PostActionInput;
};
export type useToggleSaveUnsaveMutation$data = {
  readonly unsavePost: {
    readonly message?: string;
    readonly unsaved: {
      readonly post: {
        readonly id: string;
        readonly viewerHasSaved: boolean;
      };
    } | null | undefined;
  };
};
export type useToggleSaveUnsaveMutation = {
  response: useToggleSaveUnsaveMutation$data;
  variables: useToggleSaveUnsaveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "input"
},
v2 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasSaved",
  "storageKey": null
},
v5 = {
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
  "type": "Error",
  "abstractKey": "__isError"
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useToggleSaveUnsaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unsavePost",
        "plural": false,
        "selections": [
          {
            "fragment": {
              "kind": "InlineFragment",
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Post",
                  "kind": "LinkedField",
                  "name": "post",
                  "plural": false,
                  "selections": [
                    (v3/*:: as any*/),
                    (v4/*:: as any*/)
                  ],
                  "storageKey": null
                }
              ],
              "type": "PostActionPayload",
              "abstractKey": null
            },
            "kind": "AliasedInlineFragmentSpread",
            "name": "unsaved"
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useToggleSaveUnsaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unsavePost",
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
              {
                "alias": null,
                "args": null,
                "concreteType": "Post",
                "kind": "LinkedField",
                "name": "post",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "filters": null,
                    "handle": "deleteEdge",
                    "key": "",
                    "kind": "ScalarHandle",
                    "name": "id",
                    "handleArgs": [
                      {
                        "kind": "Variable",
                        "name": "connections",
                        "variableName": "connections"
                      }
                    ]
                  },
                  (v4/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "type": "PostActionPayload",
            "abstractKey": null
          },
          (v5/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "bf088b2e1ff5b8a71ec492644407fe29",
    "id": null,
    "metadata": {},
    "name": "useToggleSaveUnsaveMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleSaveUnsaveMutation(\n  $input: PostActionInput!\n) {\n  unsavePost(input: $input) {\n    __typename\n    ... on PostActionPayload {\n      post {\n        id\n        viewerHasSaved\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b54d9cecf09f447f33b7b10223986f22";

export default node;
