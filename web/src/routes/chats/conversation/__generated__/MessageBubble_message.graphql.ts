/**
 * @generated SignedSource<<9deab56741f3a5e1cdf780a62bf904df>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MessageBubble_message$data = {
  readonly createdAt: string;
  readonly deleted: boolean;
  readonly fromViewer: boolean;
  readonly id: string;
  readonly read: boolean;
  readonly text: string;
  readonly " $fragmentType": "MessageBubble_message";
};
export type MessageBubble_message$key = {
  readonly " $data"?: MessageBubble_message$data;
  readonly " $fragmentSpreads": FragmentRefs<"MessageBubble_message">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MessageBubble_message",
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
      "name": "read",
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

(node as any).hash = "a4ce42df8395e50134c2afc4e5c7d52b";

export default node;
