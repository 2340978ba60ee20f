/**
 * @generated SignedSource<<7d3752d249a90e8f5124a52373147a8a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationActionsClearMutation$variables = {
  connections: ReadonlyArray<string>;
};
export type useNotificationActionsClearMutation$data = {
  readonly clearNotifications: {
    readonly clearedNotificationIds: ReadonlyArray<string>;
    readonly unreadCount: number;
  } | null | undefined;
};
export type useNotificationActionsClearMutation = {
  response: useNotificationActionsClearMutation$data;
  variables: useNotificationActionsClearMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "connections"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clearedNotificationIds",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "unreadCount",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationActionsClearMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClearNotificationsPayload",
        "kind": "LinkedField",
        "name": "clearNotifications",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationActionsClearMutation",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "ClearNotificationsPayload",
        "kind": "LinkedField",
        "name": "clearNotifications",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "clearedNotificationIds",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "6a634b1f74a974462fb7d9efc341e4ea",
    "id": null,
    "metadata": {},
    "name": "useNotificationActionsClearMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationActionsClearMutation {\n  clearNotifications {\n    clearedNotificationIds\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "156c1bb95c1301a2cc9acd5c82c13677";

export default node;
