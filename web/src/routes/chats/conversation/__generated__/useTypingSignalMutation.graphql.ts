/**
 * @generated SignedSource<<0b00c7f03cd4ce12beff5a9f20436a7e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "044ac04c75e414ef9f6fa5103ab1d23e",
    "id": null,
    "metadata": {},
    "name": "useTypingSignalMutation",
    "operationKind": "mutation",
    "text": "mutation useTypingSignalMutation(\n  $input: SetTypingInput!\n) {\n  setTyping(input: $input) {\n    __typename\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba61c46193c7f1cb707f2592338c6528";

export default node;
