/**
 * @generated SignedSource<<ab3e12ac737605172eab2bfe24abf788>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FollowInput = {
  userId: string;
};
export type useToggleFollowUnfollowMutation$variables = {
  input: FollowInput;
};
export type useToggleFollowUnfollowMutation$data = {
  readonly unfollowUser: {
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
export type useToggleFollowUnfollowMutation = {
  response: useToggleFollowUnfollowMutation$data;
  variables: useToggleFollowUnfollowMutation$variables;
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
    "name": "useToggleFollowUnfollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unfollowUser",
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
    "name": "useToggleFollowUnfollowMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "unfollowUser",
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
    "cacheID": "a42df7ce6c2f84bcdc6a8d06500abcd9",
    "id": null,
    "metadata": {},
    "name": "useToggleFollowUnfollowMutation",
    "operationKind": "mutation",
    "text": "mutation useToggleFollowUnfollowMutation(\n  $input: FollowInput!\n) {\n  unfollowUser(input: $input) {\n    __typename\n    ... on FollowPayload {\n      user {\n        id\n        followerCount\n        viewerIsFollowing\n      }\n      viewer {\n        id\n        followingCount\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "de5c5e11de6319a3a2d8e1449e852043";

export default node;
