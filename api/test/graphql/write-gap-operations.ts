// Operations of write-gaps.test.ts, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const UpdateComment = graphql(`
  mutation UpdateComment($input: UpdateCommentInput!) {
    updateComment(input: $input) {
      __typename
      ... on UpdateCommentPayload { comment { id body editedAt viewerCanEdit } }
      ... on ValidationError { code fieldErrors { field code } }
      ... on UserError { code message }
    }
  }
`);

export const RenameMe = graphql(`
  mutation RenameMe($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { user { name username } }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`);

export const WhoAmI = graphql(`
  query WhoAmI {
    viewer { username name }
  }
`);
