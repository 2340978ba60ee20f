/**
 * @generated SignedSource<<265a47a29b9e647cb533bad3b2bb3930>>
 * @relayHash d32d3c6049af57a0112a932f85eae77d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 00ba9e33b65250adee1d7e1c71a0a41cb071859e10f241fee9ec4b269cca3c3d

import { ConcreteRequest } from 'relay-runtime';
export type useLiveCommentsRemovedSubscription$variables = {
  connections: ReadonlyArray<string>;
  postId: string;
};
export type useLiveCommentsRemovedSubscription$data = {
  readonly commentRemoved: {
    readonly commentId: string;
  } | null | undefined;
};
export type useLiveCommentsRemovedSubscription = {
  response: useLiveCommentsRemovedSubscription$data;
  variables: useLiveCommentsRemovedSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "connections"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "postId"
},
v2 = [
  {
    "kind": "Variable",
    "name": "postId",
    "variableName": "postId"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "commentId",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useLiveCommentsRemovedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CommentRemoval",
        "kind": "LinkedField",
        "name": "commentRemoved",
        "plural": false,
        "selections": [
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useLiveCommentsRemovedSubscription",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "CommentRemoval",
        "kind": "LinkedField",
        "name": "commentRemoved",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "filters": null,
            "handle": "deleteEdge",
            "key": "",
            "kind": "ScalarHandle",
            "name": "commentId",
            "handleArgs": [
              {
                "kind": "Variable",
                "name": "connections",
                "variableName": "connections"
              }
            ]
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "00ba9e33b65250adee1d7e1c71a0a41cb071859e10f241fee9ec4b269cca3c3d",
    "metadata": {},
    "name": "useLiveCommentsRemovedSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "81e7547703e54def4f15f535f303280f";

export default node;
