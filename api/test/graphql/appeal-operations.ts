// Operations of the appeals test, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const AppealNotices = graphql(`
  query AppealNotices {
    notifications(first: 20) {
      edges {
        node {
          kind
          message
          appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }
        }
      }
    }
  }
`);

export const AppealModerationAction = graphql(`
  mutation AppealModerationAction($input: AppealModerationActionInput!) {
    appealModerationAction(input: $input) {
      __typename
      ... on AppealModerationActionPayload {
        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }
      }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code message }
    }
  }
`);

export const AppealSuspension = graphql(`
  mutation AppealSuspension($input: AppealSuspensionInput!) {
    appealSuspension(input: $input) {
      __typename
      ... on AppealSuspensionPayload {
        decisionByMail
        appealStanding { id actionId appealableUntil appeal { databaseId text status decisionNote decidedAt } }
      }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code message }
    }
  }
`);

export const SuspendedLogIn = graphql(`
  mutation SuspendedLogIn($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on AccountSuspendedError {
        suspensionReason
        appealStanding { appealableUntil appeal { status decisionNote } }
      }
      ... on UserError { code message }
    }
  }
`);

export const OpenAppeals = graphql(`
  query OpenAppeals {
    moderation {
      __typename
      ... on ModerationDesk {
        openAppeals(first: 50) {
          edges {
            node {
              appeal { databaseId text status }
              appellant { username suspendedAt }
              action { kind reason excerpt subject accountUsername moderatorUsername }
            }
          }
        }
        log(first: 50) { edges { node { kind moderatorUsername accountUsername subject reason excerpt } } }
      }
      ... on UserError { code message }
    }
  }
`);

export const DecideAppeal = graphql(`
  mutation DecideAppeal($input: DecideAppealInput!) {
    decideAppeal(input: $input) {
      __typename
      ... on DecideAppealPayload { appeal { status decisionNote decidedAt } }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code message }
    }
  }
`);
