// Refused mutations of every family, each selecting its errors the generic way: through the
// UserError interface (code, message) and ValidationError's fieldErrors.
import { graphql } from "./__generated__/gql.ts";

export const Refusal = graphql(`
  fragment Refusal on UserError {
    code
    message
    ... on ValidationError { fieldErrors { field code message } }
  }
`);

export const RefusedPostEdit = graphql(`
  mutation RefusedPostEdit($input: UpdatePostInput!) {
    updatePost(input: $input) {
      __typename
      ...Refusal
    }
  }
`);

export const RefusedProfileEdit = graphql(`
  mutation RefusedProfileEdit($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ...Refusal
    }
  }
`);

export const RefusedMessage = graphql(`
  mutation RefusedMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ...Refusal
    }
  }
`);

export const RefusedTyping = graphql(`
  mutation RefusedTyping($input: SetTypingInput!) {
    setTyping(input: $input) {
      __typename
      ...Refusal
    }
  }
`);

export const RefusedMove = graphql(`
  mutation RefusedMove($input: PlayGameMoveInput!) {
    playGameMove(input: $input) {
      __typename
      ...Refusal
    }
  }
`);

export const RefusedFollow = graphql(`
  mutation RefusedFollow($input: FollowUserInput!) {
    followUser(input: $input) {
      __typename
      ...Refusal
    }
  }
`);
