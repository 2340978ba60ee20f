/**
 * @generated SignedSource<<74defc120396272979a383d38d054ea2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type GameInvitationStatus = "ACCEPTED" | "EXPIRED" | "PENDING" | "REJECTED" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ActiveFriendsList_viewer$data = {
  readonly activeFriends: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendRow_user">;
  }> | null | undefined;
  readonly gameInvitationsSent: ReadonlyArray<{
    readonly invitee: {
      readonly id: string;
    };
    readonly status: GameInvitationStatus;
  }> | null | undefined;
  readonly " $fragmentType": "ActiveFriendsList_viewer";
};
export type ActiveFriendsList_viewer$key = {
  readonly " $data"?: ActiveFriendsList_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"ActiveFriendsList_viewer">;
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
  "name": "ActiveFriendsList_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "User",
      "kind": "LinkedField",
      "name": "activeFriends",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "ActiveFriendRow_user"
        }
      ],
      "storageKey": "activeFriends(first:50)"
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 20
        }
      ],
      "concreteType": "GameInvitation",
      "kind": "LinkedField",
      "name": "gameInvitationsSent",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "User",
          "kind": "LinkedField",
          "name": "invitee",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": "gameInvitationsSent(first:20)"
    }
  ],
  "type": "User",
  "abstractKey": null
};
})();

(node as any).hash = "a676d9d4cf55e140280e17e432b61ae0";

export default node;
