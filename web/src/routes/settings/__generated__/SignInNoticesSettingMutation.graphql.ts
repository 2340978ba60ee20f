/**
 * @generated SignedSource<<c5b104d11ddb5dbab8e6ee4247164f34>>
 * @relayHash 8d9077f098a43953956d90020d7a11f8
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID af7c8df60918cc277c0487340558027680dc6be925b87523eab28fdee80b8096

import { ConcreteRequest } from 'relay-runtime';
export type UpdateSignInNoticesInput = {
  enabled: boolean;
};
export type SignInNoticesSettingMutation$variables = {
  input: UpdateSignInNoticesInput;
};
export type SignInNoticesSettingMutation$data = {
  readonly updateSignInNotices: {
    readonly viewer: {
      readonly id: string;
      readonly signInNotices: boolean | null | undefined;
    };
  } | null | undefined;
};
export type SignInNoticesSettingMutation = {
  response: SignInNoticesSettingMutation$data;
  variables: SignInNoticesSettingMutation$variables;
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
    "concreteType": "UpdateSignInNoticesPayload",
    "kind": "LinkedField",
    "name": "updateSignInNotices",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "signInNotices",
            "storageKey": null
          }
        ],
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
    "name": "SignInNoticesSettingMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "SignInNoticesSettingMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "af7c8df60918cc277c0487340558027680dc6be925b87523eab28fdee80b8096",
    "metadata": {},
    "name": "SignInNoticesSettingMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "1efeaf26140b77a844a1de42c446674e";

export default node;
