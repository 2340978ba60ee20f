/**
 * @generated SignedSource<<09f03d910c0d675c6e140ed455d11b98>>
 * @relayHash c9991511c6ef61a0a2f099ae701edd78
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID da098f0d55cf252a973ae96a64ecbcd5a2703b8ddc50480c2dee4f1770dbc4d0

import { ConcreteRequest } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "WITHDRAWN" | "%future added value";
export type WithdrawRematchOfferInput = {
  gameId: string;
};
export type useWithdrawRematchOnLeaveMutation$variables = {
  input: WithdrawRematchOfferInput;
};
export type useWithdrawRematchOnLeaveMutation$data = {
  readonly withdrawRematchOffer: {
    readonly offer?: {
      readonly id: string;
      readonly status: GameInvitationStatus;
    } | null | undefined;
  } | null | undefined;
};
export type useWithdrawRematchOnLeaveMutation = {
  response: useWithdrawRematchOnLeaveMutation$data;
  variables: useWithdrawRematchOnLeaveMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GameInvitation",
      "kind": "LinkedField",
      "name": "offer",
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
          "name": "status",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "WithdrawRematchOfferPayload",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useWithdrawRematchOnLeaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "withdrawRematchOffer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useWithdrawRematchOnLeaveMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "withdrawRematchOffer",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "__typename",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "da098f0d55cf252a973ae96a64ecbcd5a2703b8ddc50480c2dee4f1770dbc4d0",
    "metadata": {},
    "name": "useWithdrawRematchOnLeaveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8eb192a5c556a5568165146e0eaf5da3";

export default node;
