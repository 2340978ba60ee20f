/**
 * @generated SignedSource<<30903331787769a6bb19fc1106cf8ee3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type PostActionInput = {
  postId: string;
};
export type useToggleLikeUnlikeMutation$variables = {
  input: PostActionInput;
};
export type useToggleLikeUnlikeMutation$data = {
  readonly unlikePost: {
    readonly message?: string;
    readonly post?: {
      readonly id: string;
      readonly likeCount: number;
      readonly viewerHasLiked: boolean;
    };
  };
};
export type useToggleLikeUnlikeMutation = {
  response: useToggleLikeUnlikeMutation$data;
  variables: useToggleLikeUnlikeMutation$variables;
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
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
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
          "name": "likeCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerHasLiked",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "PostActionPayload",
  "abstractKey": null
},
v3 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useToggleLikeUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlikePost",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
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
    "name": "useToggleLikeUnlikeMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unlikePost",
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
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "17de1fa0b42e1d5d229c7a6ad907be27",
    "id": null,
    "metadata": {},
    "name": "useToggleLikeUnlikeMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleLikeUnlikeMutation(\n  $input: PostActionInput!\n) {\n  unlikePost(input: $input) {\n    __typename\n    ... on PostActionPayload {\n      post {\n        id\n        likeCount\n        viewerHasLiked\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2337b89d29b778bdca05c4e7f7dc1353";

export default node;
