/**
 * @generated SignedSource<<2afb402c2c3bdd79fb418cd66fddb822>>
 * @relayHash 225e95cbf90c3f306cf96b000e0375b3
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3995d013f876194a1487c464069efe14fe2cbeb382b3a74569811d0eaf8efee0

import { ConcreteRequest } from 'relay-runtime';
export type AccountMenuLogOutMutation$variables = Record<PropertyKey, never>;
export type AccountMenuLogOutMutation$data = {
  readonly logOut: {
    readonly tokenRevoked: boolean;
  } | null | undefined;
};
export type AccountMenuLogOutMutation = {
  response: AccountMenuLogOutMutation$data;
  variables: AccountMenuLogOutMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "LogOutPayload",
    "kind": "LinkedField",
    "name": "logOut",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "tokenRevoked",
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
    "name": "AccountMenuLogOutMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AccountMenuLogOutMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "3995d013f876194a1487c464069efe14fe2cbeb382b3a74569811d0eaf8efee0",
    "metadata": {},
    "name": "AccountMenuLogOutMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "a532d72267ac9ab539f4d3d053fdb6ad";

export default node;
