/**
 * @generated SignedSource<<ecadb1e433798e9ca9a269bf8bad336d>>
 * @relayHash 166f7480aae4edf10ed9bda7e2cc53b0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 578d6ace756a9f02fe9bf274438627a7f3d77b4d52045b8dd7b448f0fad3f5a1

import { ConcreteRequest } from 'relay-runtime';
export type UserSearchOptionsQuery$variables = {
  query: string;
};
export type UserSearchOptionsQuery$data = {
  readonly searchUsers: ReadonlyArray<{
    readonly databaseId: string;
    readonly id: string;
    readonly isViewer: boolean;
    readonly name: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  }>;
};
export type UserSearchOptionsQuery = {
  response: UserSearchOptionsQuery$data;
  variables: UserSearchOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "query"
  }
],
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 8
    },
    {
      "kind": "Variable",
      "name": "query",
      "variableName": "query"
    }
  ],
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "searchUsers",
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
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isViewer",
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
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "UserSearchOptionsQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v1/*:: as any*/),
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
    "name": "UserSearchOptionsQuery",
    "selections": [
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "id": "578d6ace756a9f02fe9bf274438627a7f3d77b4d52045b8dd7b448f0fad3f5a1",
    "metadata": {},
    "name": "UserSearchOptionsQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "4f4df1264235d22ceedb43228f4f8f9f";

export default node;
