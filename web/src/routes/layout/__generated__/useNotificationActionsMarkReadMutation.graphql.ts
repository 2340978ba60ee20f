/**
 * @generated SignedSource<<3c0f2ebc1924c726fc552bd4e7a53ff3>>
 * @relayHash 8a7d1f8a437c1ff4df249345f3287a63
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f0c020771599dc3dd563af5a7d5ab25200a373acfee14e76d6c8e010ba05f652

import { ConcreteRequest } from 'relay-runtime';
export type MarkNotificationsReadInput = {
  upTo?: string | null | undefined;
};
export type useNotificationActionsMarkReadMutation$variables = {
  input: MarkNotificationsReadInput;
};
export type useNotificationActionsMarkReadMutation$data = {
  readonly markNotificationsRead: {
    readonly unreadGroupCount: number;
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
        "name": "unreadGroupCount",
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
    "id": "f0c020771599dc3dd563af5a7d5ab25200a373acfee14e76d6c8e010ba05f652",
    "metadata": {},
    "name": "useNotificationActionsMarkReadMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9e1b9eb03fc917fe3f8410f2b5b28246";

export default node;
