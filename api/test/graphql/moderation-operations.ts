// Operations of the moderation and contact-settings tests, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const Report = graphql(`
  mutation Report($input: ReportInput!) {
    report(input: $input) {
      __typename
      ... on ReportPayload { report { subject reason details status } }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code message }
    }
  }
`);

export const ModerationDesk = graphql(`
  query ModerationDesk {
    moderation {
      __typename
      ... on ModerationDesk {
        openCases(first: 50) {
          edges {
            node {
              subject
              subjectId
              excerpt
              context
              contentExists
              account { userId username suspendedAt }
              post { databaseId caption }
              reports { reason details reporterUsername }
            }
          }
        }
        suspendedAccounts(first: 50) { edges { node { userId username suspensionReason } } }
        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason } } }
      }
      ... on UserError { code message }
    }
  }
`);

export const ModerationLog = graphql(`
  query ModerationLog {
    moderation {
      __typename
      ... on ModerationDesk {
        log(first: 50) {
          edges {
            node {
              databaseId
              kind
              moderatorUsername
              accountUsername
              moderator { username usernameThen deleted }
              account { username usernameThen deleted }
              subject
              closedReports
            }
          }
        }
      }
    }
  }
`);

export const ModerationPages = graphql(`
  query ModerationPages($first: Int, $casesAfter: String, $logAfter: String, $suspendedAfter: String) {
    moderation {
      __typename
      ... on ModerationDesk {
        openCases(first: $first, after: $casesAfter) {
          pageInfo { hasNextPage endCursor }
          edges { node { subjectId reports { reporterUsername } } }
        }
        log(first: $first, after: $logAfter) {
          pageInfo { hasNextPage endCursor }
          edges { node { databaseId } }
        }
        suspendedAccounts(first: $first, after: $suspendedAfter) {
          pageInfo { hasNextPage endCursor }
          edges { node { userId } }
        }
      }
      ... on UserError { code message }
    }
  }
`);

export const DismissReports = graphql(`
  mutation DismissReports($input: DismissReportsInput!) {
    dismissReports(input: $input) {
      __typename
      ... on DismissReportsPayload { closedReports }
      ... on UserError { code message }
    }
  }
`);

export const RemoveReportedContent = graphql(`
  mutation RemoveReportedContent($input: RemoveReportedContentInput!) {
    removeReportedContent(input: $input) {
      __typename
      ... on RemoveReportedContentPayload { closedReports }
      ... on UserError { code message }
    }
  }
`);

export const SuspendAccount = graphql(`
  mutation SuspendAccount($input: SuspendAccountInput!) {
    suspendAccount(input: $input) {
      __typename
      ... on SuspendAccountPayload { account { username suspendedAt suspensionReason } }
      ... on UserError { code message }
    }
  }
`);

export const LiftSuspension = graphql(`
  mutation LiftSuspension($input: LiftSuspensionInput!) {
    liftSuspension(input: $input) {
      __typename
      ... on LiftSuspensionPayload { account { username suspendedAt } }
      ... on UserError { code message }
    }
  }
`);

export const ReportOutcomes = graphql(`
  query ReportOutcomes {
    notifications(first: 20) { edges { node { kind reportStatus message actor { username } } } }
  }
`);

export const SeenByOthers = graphql(`
  query SeenByOthers($userId: ID!, $username: String!, $postId: ID!, $commentPostId: ID!) {
    user(id: $userId) { username }
    userNode: node(id: $userId) { __typename }
    postNode: node(id: $postId) { __typename }
    commented: post(id: $commentPostId) { comments(first: 10) { edges { node { body author { username } } } } }
    feed(first: 10) { edges { node { databaseId } } }
    searchUsers(query: $username, first: 10) { username }
  }
`);

export const LogIn = graphql(`
  mutation ModerationLogIn($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on UserError { code message }
      ... on AccountSuspendedError { suspensionReason suspendedSince }
    }
  }
`);

export const UpdateContactSettings = graphql(`
  mutation UpdateContactSettings($input: UpdateContactSettingsInput!) {
    updateContactSettings(input: $input) {
      __typename
      ... on UpdateContactSettingsPayload { viewer { messagesFrom invitationsFrom } }
      ... on UserError { code message }
    }
  }
`);

export const ContactSettingsOf = graphql(`
  query ContactSettingsOf($id: ID!) {
    viewer { messagesFrom invitationsFrom isModerator }
    user(id: $id) { messagesFrom invitationsFrom isModerator }
  }
`);

export const MessageTo = graphql(`
  mutation MessageTo($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on UserError { code message }
    }
  }
`);

export const InviteTo = graphql(`
  mutation InviteTo($input: InviteToGameInput!) {
    inviteToGame(input: $input) {
      __typename
      ... on UserError { code message }
    }
  }
`);

export const MessagingWith = graphql(`
  query MessagingWith($id: ID!) {
    user(id: $id) { viewerCanMessage viewerMessageRefusal }
  }
`);
