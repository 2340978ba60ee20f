/**
 * @generated SignedSource<<e45a2142c2186393dff9a131b90b02ef>>
 * @relayHash d372cd7fe7f0cbb81adbf5c7a65c6f0e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 15ce01a608d8413bdba1d12315b71b523cc36064c4b59ee6567fbe21cd59c67b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedPeopleListQuery$variables = {
  count: number;
};
export type SuggestedPeopleListQuery$data = {
  readonly suggestedPeople: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly name: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
    readonly " $fragmentSpreads": FragmentRefs<"FollowButton_user">;
  }>;
};
export type SuggestedPeopleListQuery = {
  response: SuggestedPeopleListQuery$data;
  variables: SuggestedPeopleListQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "count"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "first",
    "variableName": "count"
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
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "databaseId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v6 = {
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestedPeopleListQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": {
          "alias": null,
          "args": (v1/*:: as any*/),
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "suggestedPeople",
          "plural": true,
          "selections": [
            (v2/*:: as any*/),
            (v3/*:: as any*/),
            (v4/*:: as any*/),
            (v5/*:: as any*/),
            (v6/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "FollowButton_user"
            }
          ],
          "storageKey": null
        },
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SuggestedPeopleListQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "suggestedPeople",
        "plural": true,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          (v6/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerIsFollowing",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "15ce01a608d8413bdba1d12315b71b523cc36064c4b59ee6567fbe21cd59c67b",
    "metadata": {},
    "name": "SuggestedPeopleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d01d0e53a133a71324ef3c9abdcbc8f";

export default node;
