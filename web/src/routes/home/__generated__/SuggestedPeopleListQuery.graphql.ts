/**
 * @generated SignedSource<<c2c710ca885ab4f87282bff95655a2ca>>
 * @relayHash 39a595d3a81083a1e8d3c826865a27de
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2c6bca993ab10b4a01852a1d91df1a26413569647c380852ebf06aa47c7be064

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SuggestedPeopleListQuery$variables = {
  count: number;
};
export type SuggestedPeopleListQuery$data = {
  readonly suggestedPeople: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly isPrivate: boolean;
    readonly name: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
    readonly viewerHasRequestedToFollow: boolean;
    readonly viewerIsFollowing: boolean;
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
  "kind": "ScalarField",
  "name": "isPrivate",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerIsFollowing",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "viewerHasRequestedToFollow",
  "storageKey": null
},
v9 = {
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
            (v7/*:: as any*/),
            (v8/*:: as any*/),
            (v9/*:: as any*/),
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
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "2c6bca993ab10b4a01852a1d91df1a26413569647c380852ebf06aa47c7be064",
    "metadata": {},
    "name": "SuggestedPeopleListQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "aec21cbc0aa94d6717c3916e931d248f";

export default node;
