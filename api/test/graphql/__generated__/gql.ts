/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n": typeof types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": typeof types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": typeof types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": typeof types.ChangePasswordDocument,
};
const documents: Documents = {
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n": types.LogInDocument,
    "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n": types.ViewerDocument,
    "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n": types.UserNodeDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n": types.ChangePasswordDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      __typename\n      ... on AuthPayload {\n        token\n        viewer {\n          id\n          databaseId\n          name\n          username\n          email\n          bio\n          profileImage { url width height }\n          coverImage { url width height }\n        }\n      }\n      ... on ValidationError {\n        message\n        fieldErrors { field message }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation LogIn($input: LogInInput!) {\n    logIn(input: $input) {\n      __typename\n      ... on AuthPayload { token viewer { databaseId username } }\n      ... on Error { message }\n      ... on ValidationError { fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"): (typeof documents)["\n  query UserNode($id: ID!) {\n    node(id: $id) { id ... on User { username email } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      __typename\n      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      __typename\n      ... on ChangePasswordPayload { token viewer { databaseId } }\n      ... on ValidationError { message fieldErrors { field message } }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;