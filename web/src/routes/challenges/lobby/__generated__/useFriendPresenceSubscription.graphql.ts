/**
 * @generated SignedSource<<dc4b9b79880ccbc6bfc0637ce028a31b>>
 * @relayHash f64139955a30d7f6dcfe85a7376c3bae
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 455bc9a5fe51e3ef8bf1559168b874269128e4dd5ccd4e0f03235f293bc069a2

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useFriendPresenceSubscription$variables = Record<PropertyKey, never>;
export type useFriendPresenceSubscription$data = {
  readonly friendPresenceChanged: {
    readonly online: boolean;
    readonly user: {
      readonly id: string;
      readonly username: string;
      readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendRow_user">;
    };
  } | null | undefined;
};
export type useFriendPresenceSubscription = {
  response: useFriendPresenceSubscription$data;
  variables: useFriendPresenceSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "online",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useFriendPresenceSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PresenceChange",
        "kind": "LinkedField",
        "name": "friendPresenceChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ActiveFriendRow_user"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useFriendPresenceSubscription",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PresenceChange",
        "kind": "LinkedField",
        "name": "friendPresenceChanged",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "user",
            "plural": false,
            "selections": [
              (v1/*:: as any*/),
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "invitationAnswerSeconds",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "Image",
                "kind": "LinkedField",
                "name": "profileImage",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "url",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "455bc9a5fe51e3ef8bf1559168b874269128e4dd5ccd4e0f03235f293bc069a2",
    "metadata": {},
    "name": "useFriendPresenceSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "38fb4430678f1192e47979cee7fa54f1";

export default node;
