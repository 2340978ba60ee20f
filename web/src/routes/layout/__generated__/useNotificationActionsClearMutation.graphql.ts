/**
 * @generated SignedSource<<14e5be06b6c36b39324af79bca4a797e>>
 * @relayHash 30be7798da2e00b2519b95f99f57e430
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3fd1523b87b3c3607925f1c7cfa35acd87aa8ce3e062aa82eb013c76a9a5dc6c

import { ConcreteRequest } from 'relay-runtime';
export type useNotificationActionsClearMutation$variables = Record<PropertyKey, never>;
export type useNotificationActionsClearMutation$data = {
  readonly clearNotifications: {
    readonly unreadGroupCount: number;
  } | null | undefined;
};
export type useNotificationActionsClearMutation = {
  response: useNotificationActionsClearMutation$data;
  variables: useNotificationActionsClearMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "ClearNotificationsPayload",
    "kind": "LinkedField",
    "name": "clearNotifications",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unreadGroupCount",
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
    "name": "useNotificationActionsClearMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNotificationActionsClearMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3fd1523b87b3c3607925f1c7cfa35acd87aa8ce3e062aa82eb013c76a9a5dc6c",
    "metadata": {},
    "name": "useNotificationActionsClearMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c7fe1e13530d2e10a47b5d8abc5c613f";

export default node;
