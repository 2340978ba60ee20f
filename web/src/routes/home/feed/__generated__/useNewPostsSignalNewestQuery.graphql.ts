/**
 * @generated SignedSource<<e2c5dd7135908b2521dd5bb62945358f>>
 * @relayHash 298a4f731eca4920827f46545b5c6514
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6ea1b9ebc83dbd84a30758059c9383c4547ee24a2ef778aa4cb6cbaa3232e83d

import { ConcreteRequest } from 'relay-runtime';
export type useNewPostsSignalNewestQuery$variables = Record<PropertyKey, never>;
export type useNewPostsSignalNewestQuery$data = {
  readonly feed: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly author: {
          readonly id: string;
        };
        readonly id: string;
      };
    }>;
  } | null | undefined;
};
export type useNewPostsSignalNewestQuery = {
  response: useNewPostsSignalNewestQuery$data;
  variables: useNewPostsSignalNewestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "first",
        "value": 1
      }
    ],
    "concreteType": "FeedConnection",
    "kind": "LinkedField",
    "name": "feed",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PostEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Post",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v0/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "User",
                "kind": "LinkedField",
                "name": "author",
                "plural": false,
                "selections": [
                  (v0/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "feed(first:1)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useNewPostsSignalNewestQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useNewPostsSignalNewestQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6ea1b9ebc83dbd84a30758059c9383c4547ee24a2ef778aa4cb6cbaa3232e83d",
    "metadata": {},
    "name": "useNewPostsSignalNewestQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "081aedb9810ab7b557f50007d13cdee4";

export default node;
