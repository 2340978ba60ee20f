/**
 * @generated SignedSource<<070d10f69ee77d4b48bb51842a46d85b>>
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
    readonly partner: {
      readonly deleted: boolean;
      readonly name: string;
      readonly " $fragmentSpreads": FragmentRefs<"PresenceAvatar_user">;
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
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "deleted",
  "storageKey": null
},
v3 = {
  "args": null,
  "kind": "FragmentSpread",
  "name": "PresenceAvatar_user"
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
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "online",
      "storageKey": null
    },
    (v2/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerMessageRefusal",
      "storageKey": null
    },
    (v3/*:: as any*/),
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
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "partner",
          "plural": false,
          "selections": [
            (v2/*:: as any*/),
            (v1/*:: as any*/),
            (v3/*:: as any*/)
          ],
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

(node as any).hash = "d15b0f33673d5321178bd8fec68d5520";

export default node;
