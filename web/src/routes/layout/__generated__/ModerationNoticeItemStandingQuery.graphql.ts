/**
 * @generated SignedSource<<9fc4752e0f84f749d07b55e5e9cbb052>>
 * @relayHash 77891b632c9e7790391ec6f374a50354
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c5bba7c0866b65ab6f6d37bf3e2c6e329f1fb09f8213c899542a2402417411bb

import { ConcreteRequest } from 'relay-runtime';
export type AppealStatus = "OPEN" | "OVERTURNED" | "UPHELD" | "%future added value";
export type ModerationNoticeItemStandingQuery$variables = {
  id: string;
};
export type ModerationNoticeItemStandingQuery$data = {
  readonly node: {
    readonly appealStanding?: {
      readonly actionId: string;
      readonly appeal: {
        readonly status: AppealStatus;
      } | null | undefined;
      readonly appealableUntil: string | null | undefined;
      readonly id: string;
    } | null | undefined;
  } | null | undefined;
};
export type ModerationNoticeItemStandingQuery = {
  response: ModerationNoticeItemStandingQuery$data;
  variables: ModerationNoticeItemStandingQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
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
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "AppealStanding",
      "kind": "LinkedField",
      "name": "appealStanding",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "actionId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "appealableUntil",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Appeal",
          "kind": "LinkedField",
          "name": "appeal",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "status",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Notification",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ModerationNoticeItemStandingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
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
    "name": "ModerationNoticeItemStandingQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "node",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v3/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "c5bba7c0866b65ab6f6d37bf3e2c6e329f1fb09f8213c899542a2402417411bb",
    "metadata": {},
    "name": "ModerationNoticeItemStandingQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "17e0f6b28e78f70f415b8f69513ba351";

export default node;
