/**
 * @generated SignedSource<<87473d5875a74968247b7ef23e8dd7a7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SuggestedPeopleCardQuery$variables = Record<PropertyKey, never>;
export type SuggestedPeopleCardQuery$data = {
  readonly suggestedPeople: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  }>;
};
export type SuggestedPeopleCardQuery = {
  response: SuggestedPeopleCardQuery$data;
  variables: SuggestedPeopleCardQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 10
      }
    ],
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "suggestedPeople",
    "plural": true,
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
        "name": "databaseId",
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
      }
    ],
    "storageKey": "suggestedPeople(first:10)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "SuggestedPeopleCardQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SuggestedPeopleCardQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "565bc3e45953f3f431953fc193cc8459",
    "id": null,
    "metadata": {},
    "name": "SuggestedPeopleCardQuery",
    "operationKind": "query",
    "text": "query SuggestedPeopleCardQuery {\n  suggestedPeople(first: 10) {\n    id\n    databaseId\n    username\n    profileImage {\n      url\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b15d3447d16308bdbf44ade4dabdbf8c";

export default node;
