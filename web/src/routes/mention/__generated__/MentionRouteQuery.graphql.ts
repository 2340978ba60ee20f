/**
 * @generated SignedSource<<c98fc23b2178ac39351a04d5730790c9>>
 * @relayHash 37efcc7024c9dd0910d408feea5aa16b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 35ba993fa2907870b8bd9ea67b3c92f1ff1712e05b57ec03482285ea2010aa14

import { ConcreteRequest } from 'relay-runtime';
export type MentionRouteQuery$variables = {
  username: string;
};
export type MentionRouteQuery$data = {
  readonly user: {
    readonly databaseId: string;
    readonly isViewer: boolean;
    readonly username: string;
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
  "name": "username",
  "storageKey": null
},
v4 = {
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
          (v3/*:: as any*/),
          (v4/*:: as any*/)
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
          (v4/*:: as any*/),
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
    "id": "35ba993fa2907870b8bd9ea67b3c92f1ff1712e05b57ec03482285ea2010aa14",
    "metadata": {},
    "name": "MentionRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "2cc250e88bc7fadbfafd3d89dbc9d4a7";

export default node;
