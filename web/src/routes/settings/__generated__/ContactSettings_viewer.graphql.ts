/**
 * @generated SignedSource<<d057e9367963414a1ec17c60e2e51cdc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ContactPolicy = "EVERYONE" | "FOLLOWED" | "NOBODY" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ContactSettings_viewer$data = {
  readonly id: string;
  readonly invitationsFrom: ContactPolicy | null | undefined;
  readonly messagesFrom: ContactPolicy | null | undefined;
  readonly " $fragmentType": "ContactSettings_viewer";
};
export type ContactSettings_viewer$key = {
  readonly " $data"?: ContactSettings_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ContactSettings_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ContactSettings_viewer",
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
      "name": "messagesFrom",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "invitationsFrom",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "2022f09816a156734ba0a017c8ace044";

export default node;
