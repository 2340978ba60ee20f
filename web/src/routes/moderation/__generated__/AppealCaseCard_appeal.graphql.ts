/**
 * @generated SignedSource<<6b7ec21ef380072f6e965c87e73cf4d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ModerationActionKind = "DISMISS" | "LIFT_SUSPENSION" | "OVERTURN_APPEAL" | "REMOVE_CONTENT" | "SUSPEND" | "UPHOLD_APPEAL" | "%future added value";
export type ReportSubject = "COMMENT" | "MESSAGE" | "POST" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type AppealCaseCard_appeal$data = {
  readonly action: {
    readonly createdAt: string;
    readonly excerpt: string;
    readonly kind: ModerationActionKind;
    readonly moderatorUsername: string;
    readonly reason: string;
    readonly subject: ReportSubject | null | undefined;
  };
  readonly appeal: {
    readonly createdAt: string;
    readonly databaseId: string;
    readonly text: string;
  };
  readonly appellant: {
    readonly name: string;
    readonly suspendedAt: string | null | undefined;
    readonly username: string;
  };
  readonly " $fragmentType": "AppealCaseCard_appeal";
};
export type AppealCaseCard_appeal$key = {
  readonly " $data"?: AppealCaseCard_appeal$data;
  readonly " $fragmentSpreads": FragmentRefs<"AppealCaseCard_appeal">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "createdAt",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AppealCaseCard_appeal",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Appeal",
      "kind": "LinkedField",
      "name": "appeal",
      "plural": false,
      "selections": [
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
          "name": "text",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedAccount",
      "kind": "LinkedField",
      "name": "appellant",
      "plural": false,
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
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "suspendedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationLogEntry",
      "kind": "LinkedField",
      "name": "action",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "kind",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "subject",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reason",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "excerpt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "moderatorUsername",
          "storageKey": null
        },
        (v0/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ModerationAppeal",
  "abstractKey": null
};
})();

(node as any).hash = "51d088862d7a55c20855edc3c4b87ce7";

export default node;
