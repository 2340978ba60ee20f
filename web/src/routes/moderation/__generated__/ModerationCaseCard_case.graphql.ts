/**
 * @generated SignedSource<<d3af13a7c20b66bb652f9505204786f6>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ReportReason = "HARASSMENT" | "HATE" | "NUDITY" | "OTHER" | "SPAM" | "VIOLENCE" | "%future added value";
export type ReportSubject = "COMMENT" | "MESSAGE" | "POST" | "USER" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ModerationCaseCard_case$data = {
  readonly account: {
    readonly deleted: boolean;
    readonly name: string;
    readonly userId: string;
    readonly username: string;
  };
  readonly contentExists: boolean;
  readonly context: ReadonlyArray<string>;
  readonly excerpt: string;
  readonly post: {
    readonly image: {
      readonly url: string;
    };
  } | null | undefined;
  readonly reports: ReadonlyArray<{
    readonly createdAt: string;
    readonly details: string;
    readonly reason: ReportReason;
    readonly reporterUsername: string;
  }>;
  readonly subject: ReportSubject;
  readonly subjectId: string;
  readonly " $fragmentType": "ModerationCaseCard_case";
};
export type ModerationCaseCard_case$key = {
  readonly " $data"?: ModerationCaseCard_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"ModerationCaseCard_case">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ModerationCaseCard_case",
  "selections": [
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
      "name": "subjectId",
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
      "name": "context",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "contentExists",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModeratedAccount",
      "kind": "LinkedField",
      "name": "account",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "userId",
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
          "name": "deleted",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Post",
      "kind": "LinkedField",
      "name": "post",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "Image",
          "kind": "LinkedField",
          "name": "image",
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
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "ModerationReport",
      "kind": "LinkedField",
      "name": "reports",
      "plural": true,
      "selections": [
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
          "name": "details",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reporterUsername",
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
      "storageKey": null
    }
  ],
  "type": "ModerationCase",
  "abstractKey": null
};

(node as any).hash = "996288886a2a627734262397cfcef513";

export default node;
