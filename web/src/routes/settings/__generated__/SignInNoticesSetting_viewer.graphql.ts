/**
 * @generated SignedSource<<d45ff8b075473f6410f10bb3ceb7402b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SignInNoticesSetting_viewer$data = {
  readonly id: string;
  readonly signInNotices: boolean | null | undefined;
  readonly " $fragmentType": "SignInNoticesSetting_viewer";
};
export type SignInNoticesSetting_viewer$key = {
  readonly " $data"?: SignInNoticesSetting_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"SignInNoticesSetting_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SignInNoticesSetting_viewer",
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
      "name": "signInNotices",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d9f948e75261412122768ea7dba88dab";

export default node;
