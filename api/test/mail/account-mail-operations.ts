// The operations the account mail tests send, typed by codegen (npm run generate).
import { graphql } from "../graphql/__generated__/gql.ts";

export const AddressState = graphql(`
  query AddressState {
    viewer { email emailVerified pendingEmail }
  }
`);

export const SendVerificationEmail = graphql(`
  mutation SendVerificationEmail {
    sendVerificationEmail {
      __typename
      ... on SendVerificationEmailPayload { email }
      ... on UserError { code message }
    }
  }
`);

export const VerifyEmail = graphql(`
  mutation VerifyEmail($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailPayload { email changed user { username email emailVerified } }
      ... on UserError { code message }
    }
  }
`);

export const ChangeEmail = graphql(`
  mutation ChangeEmail($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on ChangeEmailPayload { pendingEmail }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code } }
    }
  }
`);

export const RequestPasswordReset = graphql(`
  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {
    requestPasswordReset(input: $input) {
      __typename
      ... on RequestPasswordResetPayload { accepted }
      ... on UserError { code message }
    }
  }
`);

export const ResetPassword = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordPayload { username }
      ... on UserError { code message }
    }
  }
`);
