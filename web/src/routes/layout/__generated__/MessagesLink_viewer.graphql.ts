/**
 * @generated SignedSource<<4b2b6965d79bdcff37fd68522cd77c5e>>
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

(node as any).hash = "cc0ccfdb0f727c8692a6e70c40b25005";

export default node;
