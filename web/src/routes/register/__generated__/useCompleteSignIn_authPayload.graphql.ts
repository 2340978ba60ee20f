/**
 * @generated SignedSource<<b9801a06689e4b8d7dfaae95c5036e7a>>
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

(node as any).hash = "ac49c276f785c2f12bdccff8139cdf85";

export default node;
