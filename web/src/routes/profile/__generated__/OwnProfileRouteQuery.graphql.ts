/**
 * @generated SignedSource<<acc63698a1720487ba87582e0e90b297>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type OwnProfileRouteQuery$variables = Record<PropertyKey, never>;
export type OwnProfileRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"OwnProfileActions_user" | "ProfileHeader_user">;
  } | null | undefined;
};
export type OwnProfileRouteQuery = {
  response: OwnProfileRouteQuery$data;
  variables: OwnProfileRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "url",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "OwnProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ProfileHeader_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "OwnProfileActions_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "OwnProfileRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "username",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "bio",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "profileImage",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Image",
            "kind": "LinkedField",
            "name": "coverImage",
            "plural": false,
            "selections": (v0/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "postCount",
            "storageKey": null
          },
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
            "name": "followingCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "9c32ab0e0b494d5c25f8abf9c098997e",
    "id": null,
    "metadata": {},
    "name": "OwnProfileRouteQuery",
    "operationKind": "query",
    "text": "query OwnProfileRouteQuery {\n  viewer {\n    ...ProfileHeader_user\n    ...OwnProfileActions_user\n    id\n  }\n}\n\nfragment EditProfileForm_user on User {\n  bio\n}\n\nfragment OwnProfileActions_user on User {\n  ...EditProfileForm_user\n}\n\nfragment ProfileCounts_user on User {\n  postCount\n  followerCount\n  followingCount\n}\n\nfragment ProfileHeader_user on User {\n  name\n  username\n  bio\n  profileImage {\n    url\n  }\n  coverImage {\n    url\n  }\n  ...ProfileCounts_user\n}\n"
  }
};
})();

(node as any).hash = "53ff7b05f83e2637b55d930f413c08cf";

export default node;
