/**
 * @generated SignedSource<<c312069d2c3c0e8cb4792bde9be7d8f7>>
 * @relayHash 044ac04c75e414ef9f6fa5103ab1d23e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 265588e1cdc79c5803ad7af6632e01fe44a915c5027e52d3b55f78c5ce98b5d8

import { ConcreteRequest } from 'relay-runtime';
export type SetTypingInput = {
  typing: boolean;
  userId: string;
};
export type useTypingSignalMutation$variables = {
  input: SetTypingInput;
};
export type useTypingSignalMutation$data = {
  readonly setTyping: {
    readonly __typename: string;
  } | null | undefined;
};
export type useTypingSignalMutation = {
  response: useTypingSignalMutation$data;
  variables: useTypingSignalMutation$variables;
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
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setTyping",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
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
    "name": "useTypingSignalMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useTypingSignalMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "265588e1cdc79c5803ad7af6632e01fe44a915c5027e52d3b55f78c5ce98b5d8",
    "metadata": {},
    "name": "useTypingSignalMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ba61c46193c7f1cb707f2592338c6528";

export default node;
