/**
 * @generated SignedSource<<f74754fda9b94f020e31dce0e30f0e63>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationOptionsMenu_conversation$data = {
  readonly id: string;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "ConversationOptionsMenu_conversation";
};
export type ConversationOptionsMenu_conversation$key = {
  readonly " $data"?: ConversationOptionsMenu_conversation$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationOptionsMenu_conversation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationOptionsMenu_conversation",
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
      "name": "viewerHasMuted",
      "storageKey": null
    }
  ],
  "type": "Conversation",
  "abstractKey": null
};

(node as any).hash = "10a4c8b82ed1c62b91c9b71605887bc4";

export default node;
