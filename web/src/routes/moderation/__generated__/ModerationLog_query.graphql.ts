/**
 * @generated SignedSource<<cb2501d45b924e6549ec2023d0fd8b35>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationActionKind = "DISMISS" | "LIFT_SUSPENSION" | "OVERTURN_APPEAL" | "REMOVE_CONTENT" | "SUSPEND" | "UPHOLD_APPEAL" | "%future added value";
export type ReportSubject = "COMMENT" | "MESSAGE" | "POST" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationLog_query$data = {
  readonly moderation: {
    readonly log?: {
      readonly edges: ReadonlyArray<{
        readonly node: {
          readonly account: {
            readonly deleted: boolean;
            readonly username: string;
            readonly usernameThen: string;
          };
          readonly closedReports: number | null | undefined;
          readonly createdAt: string;
          readonly databaseId: string;
          readonly kind: ModerationActionKind;
          readonly moderator: {
            readonly deleted: boolean;
            readonly username: string;
            readonly usernameThen: string;
          } | null | undefined;
          readonly reason: string;
          readonly subject: ReportSubject | null | undefined;
        };
      }>;
    } | null | undefined;
  } | null | undefined;
  readonly " $fragmentType": "ModerationLog_query";
};
export type ModerationLog_query$key = {
  readonly " $data"?: ModerationLog_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationLog_query">;
};

import ModerationLogPaginationQuery_graphql from './ModerationLogPaginationQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = [
  "moderation",
  "log"
],
v1 = [
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
    "name": "usernameThen",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "deleted",
    "storageKey": null
  }
];
return {
  "argumentDefinitions": [
    {
      "defaultValue": 20,
      "kind": "LocalArgument",
      "name": "count"
    },
    {
      "defaultValue": null,
      "kind": "LocalArgument",
      "name": "cursor"
    }
  ],
  "kind": "Fragment",
  "metadata": {
    "connection": [
      {
        "count": "count",
        "cursor": "cursor",
        "direction": "forward",
        "path": (v0/*:: as any*/)
      }
    ],
    "refetch": {
      "connection": {
        "forward": {
          "count": "count",
          "cursor": "cursor"
        },
        "backward": null,
        "path": (v0/*:: as any*/)
      },
      "fragmentPathInResult": [],
      "operation": ModerationLogPaginationQuery_graphql
    }
  },
  "name": "ModerationLog_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": null,
      "kind": "LinkedField",
      "name": "moderation",
      "plural": false,
      "selections": [
        {
          "kind": "InlineFragment",
          "selections": [
            {
              "alias": "log",
              "args": null,
              "concreteType": "ModerationLogEntryConnection",
              "kind": "LinkedField",
              "name": "__ModerationLog_log_connection",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "ModerationLogEntryEdge",
                  "kind": "LinkedField",
                  "name": "edges",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "concreteType": "ModerationLogEntry",
                      "kind": "LinkedField",
                      "name": "node",
                      "plural": false,
                      "selections": [
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
                          "name": "kind",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "ModerationLogPerson",
                          "kind": "LinkedField",
                          "name": "moderator",
                          "plural": false,
                          "selections": (v1/*:: as any*/),
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "concreteType": "ModerationLogPerson",
                          "kind": "LinkedField",
                          "name": "account",
                          "plural": false,
                          "selections": (v1/*:: as any*/),
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "closedReports",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "subject",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "reason",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "createdAt",
                          "storageKey": null
                        },
                        {
                          "alias": null,
                          "args": null,
                          "kind": "ScalarField",
                          "name": "__typename",
                          "storageKey": null
                        }
                      ],
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "cursor",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "PageInfo",
                  "kind": "LinkedField",
                  "name": "pageInfo",
                  "plural": false,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "endCursor",
                      "storageKey": null
                    },
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "hasNextPage",
                      "storageKey": null
                    }
                  ],
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "type": "ModerationDesk",
          "abstractKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "250308392cb7c46317e3b9c3c2273a35";

export default node;
