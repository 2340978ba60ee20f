/**
 * @generated SignedSource<<e0ca2f7b9895f2184128e0a225a4107b>>
 * @relayHash 0023019b5c64062f20eff9913df5191e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9e3b2e8d8798b0ff0e4f4faf4607794adce98bcf463075011830cfb882d72464

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isPrivate",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "viewerHasRequestedToFollow",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "9e3b2e8d8798b0ff0e4f4faf4607794adce98bcf463075011830cfb882d72464",
    "metadata": {},
    "name": "SuggestedPeopleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4d01d0e53a133a71324ef3c9abdcbc8f";

export default node;
