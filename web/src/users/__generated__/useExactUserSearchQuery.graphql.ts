/**
 * @generated SignedSource<<9809553c653451425adf178aa1716a54>>
 * @relayHash 8a683022d4fbd537f4431f02fb5f18e9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2d9d16844ee7ed7e18445d0c5ca3941dfe7875258d071ea9a8957cddd3949baa

import { ConcreteRequest } from 'relay-runtime';
export type useExactUserSearchQuery$variables = {
  username: string;
};
export type useExactUserSearchQuery$data = {
  readonly user: {
    readonly databaseId: string;
    readonly isViewer: boolean;
  } | null | undefined;
};
export type useExactUserSearchQuery = {
  response: useExactUserSearchQuery$data;
  variables: useExactUserSearchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "username"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "username",
    "variableName": "username"
  }
],
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
  "name": "isViewer",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useExactUserSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useExactUserSearchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
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
    "id": "2d9d16844ee7ed7e18445d0c5ca3941dfe7875258d071ea9a8957cddd3949baa",
    "metadata": {},
    "name": "useExactUserSearchQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "5484385f3bca138ac09f6422ee62ec7c";

export default node;
