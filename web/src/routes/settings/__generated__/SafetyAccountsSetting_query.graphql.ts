/**
 * @generated SignedSource<<e367ae82e5e66d4cf01b98f9f19057e1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SafetyAccountsSetting_query$data = {
  readonly blockedAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: string;
        readonly id: string;
        readonly name: string;
        readonly profileImage: {
          readonly url: string;
        };
        readonly username: string;
        readonly viewerHasBlocked: boolean;
      };
    }>;
  } | null | undefined;
  readonly mutedAccounts: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly databaseId: string;
        readonly id: string;
        readonly name: string;
        readonly profileImage: {
          readonly url: string;
        };
        readonly username: string;
        readonly viewerHasMuted: boolean;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "SafetyAccountsSetting_query";
};
export type SafetyAccountsSetting_query$key = {
  readonly " $data"?: SafetyAccountsSetting_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"SafetyAccountsSetting_query">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 40
  }
],
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
  "name": "databaseId",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "username",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
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
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SafetyAccountsSetting_query",
  "selections": [
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "blockedAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerHasBlocked",
                  "storageKey": null
                },
                (v5/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "blockedAccounts(first:40)"
    },
    {
      "alias": null,
      "args": (v0/*:: as any*/),
      "concreteType": "UserConnection",
      "kind": "LinkedField",
      "name": "mutedAccounts",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "UserEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "User",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                (v1/*:: as any*/),
                (v2/*:: as any*/),
                (v3/*:: as any*/),
                (v4/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "viewerHasMuted",
                  "storageKey": null
                },
                (v5/*:: as any*/)
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "mutedAccounts(first:40)"
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "b6d52a9d4c7245119d5e8f52b8a9059f";

export default node;
