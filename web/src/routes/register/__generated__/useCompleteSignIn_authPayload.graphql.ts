/**
 * @generated SignedSource<<01e70f2ddd3e5e159536ea25250bca1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type useCompleteSignIn_authPayload$data = {
  readonly token: string;
  readonly viewer: {
    readonly databaseId: string;
    readonly id: string;
    readonly profileImage: {
      readonly url: string;
    };
    readonly username: string;
  };
  readonly " $fragmentType": "useCompleteSignIn_authPayload";
};
export type useCompleteSignIn_authPayload$key = {
  readonly " $data"?: useCompleteSignIn_authPayload$data;
  readonly " $fragmentSpreads": FragmentRefs<"useCompleteSignIn_authPayload">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "useCompleteSignIn_authPayload"
};

(node as any).hash = "12cf73999e81a12a15246e001e4bf108";

export default node;
