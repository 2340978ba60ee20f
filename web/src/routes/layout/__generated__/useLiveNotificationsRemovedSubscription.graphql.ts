/**
 * @generated SignedSource<<fa5b2892472fbf3c73f30f35df93c134>>
 * @relayHash ee13d85bf83e17f94444d66d9c2dc4cb
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffec24c74548c6681afb9f55be6cf7d4ad770bf5a1d9872a54b1a6aef19ac595

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
    "id": "ffec24c74548c6681afb9f55be6cf7d4ad770bf5a1d9872a54b1a6aef19ac595",
    "metadata": {},
    "name": "useLiveNotificationsRemovedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "e886b00f21736922a1b0ef2fcdbe58f7";

export default node;
