/**
 * @generated SignedSource<<ef34054bfc40335ebbb2be482ec91472>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessagesLink_viewer$data = {
  readonly latestConversation: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly lastMessage: {
          readonly id: string;
          readonly " $fragmentSpreads": FragmentRefs<"ConversationListItem_lastMessage">;
        };
      };
    }>;
  } | null | undefined;
  readonly unreadMessageCount: number | null | undefined;
  readonly " $fragmentType": "MessagesLink_viewer";
};
export type MessagesLink_viewer$key = {
  readonly " $data"?: MessagesLink_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessagesLink_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessagesLink_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "unreadMessageCount",
      "storageKey": null
    },
    {
      "alias": "latestConversation",
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 1
        }
      ],
      "concreteType": "ConversationConnection",
      "kind": "LinkedField",
      "name": "conversations",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "ConversationEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "Conversation",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "Message",
                  "kind": "LinkedField",
                  "name": "lastMessage",
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
                      "args": null,
                      "kind": "FragmentSpread",
                      "name": "ConversationListItem_lastMessage"
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
      ],
      "storageKey": "conversations(first:1)"
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "befea1eae5d548c6087aa7adc62ebbdb";

export default node;
