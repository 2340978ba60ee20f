/**
 * @generated SignedSource<<2c6e5a47b42ab2ec58c098a1c5f26f4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileOptionsMenu_user$data = {
  readonly id: string;
  readonly username: string;
  readonly viewerHasBlocked: boolean;
  readonly viewerHasMuted: boolean;
  readonly " $fragmentType": "ProfileOptionsMenu_user";
};
export type ProfileOptionsMenu_user$key = {
  readonly " $data"?: ProfileOptionsMenu_user$data;
  readonly " $fragmentSpreads": FragmentRefs<"ProfileOptionsMenu_user">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ProfileOptionsMenu_user",
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
      "name": "username",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "viewerHasBlocked",
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
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "b22e55be5af43e354e291af78e31e911";

export default node;
