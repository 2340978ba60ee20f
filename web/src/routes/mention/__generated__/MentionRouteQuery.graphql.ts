/**
 * @generated SignedSource<<b9cd0ffa31a86dd5e07c50e6152fc1a3>>
 * @relayHash 0924ff5c07b28404bed0100c8398eda2
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed9dcd9701d78d0007f9f0f9bc8464cd69e786960eac80395c886b832e04a832

import { ConcreteRequest } from 'relay-runtime';
export type MentionRouteQuery$variables = {
  username: string;
};
export type MentionRouteQuery$data = {
  readonly user: {
    readonly databaseId: string;
    readonly isViewer: boolean;
  } | null | undefined;
};
export type MentionRouteQuery = {
  response: MentionRouteQuery$data;
  variables: MentionRouteQuery$variables;
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
    "name": "MentionRouteQuery",
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
    "name": "MentionRouteQuery",
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
    "id": "ed9dcd9701d78d0007f9f0f9bc8464cd69e786960eac80395c886b832e04a832",
    "metadata": {},
    "name": "MentionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "b0e37f70e46a69bd507b03354e481622";

export default node;
