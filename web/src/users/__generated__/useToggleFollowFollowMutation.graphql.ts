/**
 * @generated SignedSource<<3a1238d251d9396c7d75d2a113919e4b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowInput = {
  userId: string;
};
export type useToggleFollowFollowMutation$variables = {
  input: FollowInput;
};
export type useToggleFollowFollowMutation$data = {
  readonly followUser: {
    readonly done: {
      readonly user: {
        readonly followerCount: number;
        readonly id: string;
        readonly viewerIsFollowing: boolean;
      };
      readonly viewer: {
        readonly followingCount: number;
        readonly id: string;
      };
    } | null | undefined;
    readonly message?: string;
  };
};
export type useToggleFollowFollowMutation = {
  response: useToggleFollowFollowMutation$data;
  variables: useToggleFollowFollowMutation$variables;
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = {
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
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followerCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "viewerIsFollowing",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "viewer",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "followingCount",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FollowPayload",
  "abstractKey": null
},
v4 = {
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
    "name": "useToggleFollowFollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "followUser",
        "plural": false,
        "selections": [
          {
            "fragment": (v3/*:: as any*/),
            "kind": "AliasedInlineFragmentSpread",
            "name": "done"
          },
          (v4/*:: as any*/)
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
    "name": "useToggleFollowFollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "followUser",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "e6fd054ee71ba4ad79efbc1853a83158",
    "id": null,
    "metadata": {},
    "name": "useToggleFollowFollowMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleFollowFollowMutation(\n  $input: FollowInput!\n) {\n  followUser(input: $input) {\n    __typename\n    ... on FollowPayload {\n      user {\n        id\n        followerCount\n        viewerIsFollowing\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6920dca688a6f94ec7e4a7fedd7817fe";

export default node;
