// Operations of access-tokens.test.ts, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const CreateAccessToken = graphql(`
  mutation CreateAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      __typename
      ... on CreatePersonalAccessTokenPayload {
        token
        personalAccessToken { id databaseId name scope expiresAt lastUsedAt }
      }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code }
    }
  }
`);

export const RevokeAccessToken = graphql(`
  mutation RevokeAccessToken($input: RevokePersonalAccessTokenInput!) {
    revokePersonalAccessToken(input: $input) {
      __typename
      ... on RevokePersonalAccessTokenPayload { revokedPersonalAccessTokenId }
      ... on UserError { code }
    }
  }
`);

export const ListAccessTokens = graphql(`
  query ListAccessTokens($first: Int, $after: String) {
    personalAccessTokens(first: $first, after: $after) {
      totalCount
      edges { node { id name scope lastUsedAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const ViewerName = graphql(`
  query ViewerName {
    viewer { username }
  }
`);

export const EditBio = graphql(`
  mutation EditBio($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { user { bio } }
    }
  }
`);

export const LogOutNow = graphql(`
  mutation LogOutNow {
    logOut { tokenRevoked }
  }
`);
