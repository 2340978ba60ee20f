/**
 * @generated SignedSource<<cbab2d8bb76bf8d4c710a1230ab15eb4>>
 * @relayHash b9b72472fa621d5be8e013c8295c7ea9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d7530ca6ae3519848f35685da07a6a2829389873fae8df146387c1d7eb552219

import { ConcreteRequest } from 'relay-runtime';
export type LeaderboardScope = "EVERYONE" | "FOLLOWING" | "%future added value";
export type LeaderboardTableQuery$variables = {
  first: number;
  scope: LeaderboardScope;
};
export type LeaderboardTableQuery$data = {
  readonly leaderboard: {
    readonly edges: ReadonlyArray<{
      readonly cursor: string;
      readonly node: {
        readonly draws: number;
        readonly losses: number;
        readonly user: {
          readonly id: string;
          readonly isViewer: boolean;
          readonly profileImage: {
            readonly url: string;
          };
          readonly username: string;
        };
        readonly wins: number;
      };
    }>;
  };
};
export type LeaderboardTableQuery = {
  response: LeaderboardTableQuery$data;
  variables: LeaderboardTableQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "scope"
},
v2 = {
  "alias": null,
  "args": [
    {
      "kind": "Variable",
      "name": "first",
      "variableName": "first"
    },
    {
      "kind": "Variable",
      "name": "scope",
      "variableName": "scope"
    }
  ],
  "concreteType": "LeaderboardEntryConnection",
  "kind": "LinkedField",
  "name": "leaderboard",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LeaderboardEntryEdge",
      "kind": "LinkedField",
      "name": "edges",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cursor",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LeaderboardEntry",
          "kind": "LinkedField",
          "name": "node",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "wins",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "draws",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "losses",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "user",
              "plural": false,
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
                  "name": "username",
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
            }
          ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "LeaderboardTableQuery",
    "selections": [
      {
        "kind": "RequiredField",
        "field": (v2/*:: as any*/),
        "action": "THROW"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "LeaderboardTableQuery",
    "selections": [
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "d7530ca6ae3519848f35685da07a6a2829389873fae8df146387c1d7eb552219",
    "metadata": {},
    "name": "LeaderboardTableQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "6293dc0c78f48aa5f703ec809d724573";

export default node;
