/**
 * @generated SignedSource<<52b381683a710f23c5ab0cbd97e70c24>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationActionsMarkReadMutation$variables = Record<PropertyKey, never>;
export type useNotificationActionsMarkReadMutation$data = {
  readonly markNotificationsRead: {
    readonly unreadCount: number;
  };
};
export type useNotificationActionsMarkReadMutation = {
  response: useNotificationActionsMarkReadMutation$data;
  variables: useNotificationActionsMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "MarkNotificationsReadPayload",
    "kind": "LinkedField",
    "name": "markNotificationsRead",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadCount",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationActionsMarkReadMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationActionsMarkReadMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "55c77a458abe99efda6a769eebc68623",
    "id": null,
    "metadata": {},
    "name": "useNotificationActionsMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationActionsMarkReadMutation {\n  markNotificationsRead {\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c5a4b8a0bdbe5d4636556940b4cb06f";

export default node;
