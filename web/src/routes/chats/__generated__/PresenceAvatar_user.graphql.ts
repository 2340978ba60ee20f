/**
 * @generated SignedSource<<ca01cd256574fb47e13db46748a18345>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PresenceAvatar_user$data = {
  readonly online: boolean;
  readonly profileImage: {
    readonly url: string;
  };
  readonly username: string;
  readonly " $fragmentType": "PresenceAvatar_user";
};
export type PresenceAvatar_user$key = {
  readonly " $data"?: PresenceAvatar_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"PresenceAvatar_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PresenceAvatar_user",
  "selections": [
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
      "name": "online",
      "storageKey": null
    },
    {
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
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "9ebf898e7300d49caa7a34bc9dbf811e";

export default node;
