/**
 * @generated SignedSource<<24dda40fb3138b853904d2b66d3a4a09>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedPeopleCardQuery$variables = Record<PropertyKey, never>;
export type SuggestedPeopleCardQuery$data = {
  readonly suggestedPeople: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  }>;
};
export type SuggestedPeopleCardQuery = {
  response: SuggestedPeopleCardQuery$data;
  variables: SuggestedPeopleCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "concreteType": "Image",
  "kind": "LinkedField",
  "name": "profileImage",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "url",
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestedPeopleCardQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v0/*:: as any*/),
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "suggestedPeople",
          "plural": true,
          "selections": [
            (v1/*:: as any*/),
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FollowButton_user"
            }
          ],
          "storageKey": "suggestedPeople(first:10)"
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuggestedPeopleCardQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "suggestedPeople",
        "plural": true,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
            "storageKey": null
          }
        ],
        "storageKey": "suggestedPeople(first:10)"
      }
    ]
  },
  "params": {
    "cacheID": "bc0f0d25260433c0bdc92be89cc3572e",
    "id": null,
    "metadata": {},
    "name": "SuggestedPeopleCardQuery",
    "operationKind": "query",
    "text": "query SuggestedPeopleCardQuery {\n  suggestedPeople(first: 10) {\n    id\n    databaseId\n    username\n    profileImage {\n      url\n    }\n    ...FollowButton_user\n  }\n}\n\nfragment FollowButton_user on User {\n  id\n  username\n  viewerIsFollowing\n}\n"
  }
};
})();

(node as any).hash = "b6da3c2f1e0d6459194c929d383d9efb";

export default node;
