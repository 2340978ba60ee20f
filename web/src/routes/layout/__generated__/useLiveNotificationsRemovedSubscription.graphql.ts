/**
 * @generated SignedSource<<af00488b4b877fb26e6b94acd2d07139>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useLiveNotificationsRemovedSubscription$variables = {
  connections: ReadonlyArray<string>;
};
export type useLiveNotificationsRemovedSubscription$data = {
  readonly notificationRemoved: {
    readonly notificationId: string;
    readonly unreadCount: number;
  } | null | undefined;
};
export type useLiveNotificationsRemovedSubscription = {
  response: useLiveNotificationsRemovedSubscription$data;
  variables: useLiveNotificationsRemovedSubscription$variables;
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
  "name": "notificationId",
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
    "name": "useLiveNotificationsRemovedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationRemoval",
        "kind": "LinkedField",
        "name": "notificationRemoved",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLiveNotificationsRemovedSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "NotificationRemoval",
        "kind": "LinkedField",
        "name": "notificationRemoved",
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
            "name": "notificationId",
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
    "cacheID": "ee13d85bf83e17f94444d66d9c2dc4cb",
    "id": null,
    "metadata": {},
    "name": "useLiveNotificationsRemovedSubscription",
    "operationKind": "subscription",
    "text": "subscription useLiveNotificationsRemovedSubscription {\n  notificationRemoved {\n    notificationId\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "e886b00f21736922a1b0ef2fcdbe58f7";

export default node;
