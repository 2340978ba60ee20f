/**
 * @generated SignedSource<<1d8585874be0d4cdecc14c23fc1a1be5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  upTo?: string | null | undefined;
};
export type useNotificationActionsMarkReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useNotificationActionsMarkReadMutation$data = {
  readonly markNotificationsRead: {
    readonly unreadCount: number;
  } | null | undefined;
};
export type useNotificationActionsMarkReadMutation = {
  response: useNotificationActionsMarkReadMutation$data;
  variables: useNotificationActionsMarkReadMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useNotificationActionsMarkReadMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useNotificationActionsMarkReadMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "bc6145b9ccb58c9b56bc5802a54bc64c",
    "id": null,
    "metadata": {},
    "name": "useNotificationActionsMarkReadMutation",
    "operationKind": "mutation",
    "text": "mutation useNotificationActionsMarkReadMutation(\n  $input: MarkNotificationsReadInput!\n) {\n  markNotificationsRead(input: $input) {\n    unreadCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "df8c7e76701362bb73c1140490994471";

export default node;
