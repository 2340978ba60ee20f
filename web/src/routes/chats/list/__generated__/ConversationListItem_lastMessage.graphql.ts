/**
 * @generated SignedSource<<57514b25fb64b7accc9030312a4ed406>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ConversationListItem_lastMessage$data = {
  readonly createdAt: string;
  readonly deleted: boolean;
  readonly fromViewer: boolean;
  readonly text: string;
  readonly " $fragmentType": "ConversationListItem_lastMessage";
};
export type ConversationListItem_lastMessage$key = {
  readonly " $data"?: ConversationListItem_lastMessage$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConversationListItem_lastMessage">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConversationListItem_lastMessage",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "text",
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
      "name": "fromViewer",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Message",
  "abstractKey": null
};

(node as any).hash = "92a127ec2ec47f86d8fe16014a117c15";

export default node;
