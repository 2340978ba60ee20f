// The operations the signed-in devices tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const ViewerSessions = graphql(`
  query ViewerSessions {
    viewer {
      signInNotices
      sessions { id browser system signedInAt lastSeenAt expiresAt current }
    }
  }
`);

export const OthersSessions = graphql(`
  query OthersSessions($username: String!) {
    user(username: $username) { sessions { id } signInNotices }
  }
`);

export const EndSession = graphql(`
  mutation EndSession($input: EndSessionInput!) {
    endSession(input: $input) {
      __typename
      ... on EndSessionPayload { endedSessionId }
      ... on UserError { code message }
    }
  }
`);

export const EndOtherSessions = graphql(`
  mutation EndOtherSessions {
    endOtherSessions {
      __typename
      ... on EndOtherSessionsPayload { endedCount }
      ... on UserError { code message }
    }
  }
`);

export const UpdateSignInNotices = graphql(`
  mutation UpdateSignInNotices($input: UpdateSignInNoticesInput!) {
    updateSignInNotices(input: $input) { viewer { signInNotices } }
  }
`);
