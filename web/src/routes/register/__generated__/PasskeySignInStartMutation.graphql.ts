/**
 * @generated SignedSource<<c549a30454d89b4c8795db302b7bdaf3>>
 * @relayHash d7673d961058f3085b86a30fc532c842
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f1c994f05f8f6006e144192eacc6d6234e8c344ebfe35e9422e4a4ae3452e7c4

import { ConcreteRequest } from 'relay-runtime';
export type PasskeySignInStartMutation$variables = Record<PropertyKey, never>;
export type PasskeySignInStartMutation$data = {
  readonly startPasskeySignIn: {
    readonly options: string;
  } | null | undefined;
};
export type PasskeySignInStartMutation = {
  response: PasskeySignInStartMutation$data;
  variables: PasskeySignInStartMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "StartPasskeySignInPayload",
    "kind": "LinkedField",
    "name": "startPasskeySignIn",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "options",
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
    "name": "PasskeySignInStartMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PasskeySignInStartMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "f1c994f05f8f6006e144192eacc6d6234e8c344ebfe35e9422e4a4ae3452e7c4",
    "metadata": {},
    "name": "PasskeySignInStartMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ae668a58c627fba3bc26c99ae7d62095";

export default node;
