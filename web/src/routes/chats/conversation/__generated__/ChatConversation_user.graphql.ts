/**
 * @generated SignedSource<<86b223150d2e9d4861955393fe3510e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type MessageRefusal = "NOT_ACCEPTED" | "VIEWER_BLOCKED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ChatConversation_user$data = {
  readonly conversationWithViewer: {
    readonly id: string;
    readonly lastMessage: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"ConversationListItem_lastMessage">;
    };
    readonly unreadCount: number;
    readonly " $fragmentSpreads": FragmentRefs<"ConversationOptionsMenu_conversation" | "MessageList_conversation">;
  } | null | undefined;
  readonly databaseId: string;
  readonly deleted: boolean;
  readonly id: string;
  readonly name: string;
  readonly online: boolean;
  readonly username: string;
  readonly viewerMessageRefusal: MessageRefusal | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"PresenceAvatar_user">;
  readonly " $fragmentType": "ChatConversation_user";
};
export type ChatConversation_user$key = {
  readonly " $data"?: ChatConversation_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ChatConversation_user">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ChatConversation_user",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "databaseId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "username",
      "storageKey": null
    },
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
      "name": "online",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "deleted",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMessageRefusal",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "PresenceAvatar_user"
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Conversation",
      "kind": "LinkedField",
      "name": "conversationWithViewer",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "unreadCount",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ConversationOptionsMenu_conversation"
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "Message",
          "kind": "LinkedField",
          "name": "lastMessage",
          "plural": false,
          "selections": [
            (v0/*:: as any*/),
            {
              "args": null,
              "kind": "FragmentSpread",
              "name": "ConversationListItem_lastMessage"
            }
          ],
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "MessageList_conversation"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "74bb79d4e0b6f17c5b55ddf86fa6013b";

export default node;
