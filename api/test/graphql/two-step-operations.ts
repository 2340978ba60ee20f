// The operations the two-step sign-in tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const LogInTwoStep = graphql(`
  mutation LogInTwoStep($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on SessionPayload { token }
      ... on UserError { code message }
      ... on SecondFactorRequired { challenge expiresAt factors }
    }
  }
`);

export const CompleteSecondFactor = graphql(`
  mutation CompleteSecondFactor($input: CompleteSecondFactorInput!) {
    completeSecondFactor(input: $input) {
      __typename
      ... on SessionPayload { token viewer { username } }
      ... on UserError { code message }
    }
  }
`);

export const StartTotpEnrolment = graphql(`
  mutation StartTotpEnrolment($input: StartTotpEnrolmentInput!) {
    startTotpEnrolment(input: $input) {
      __typename
      ... on StartTotpEnrolmentPayload { secret otpauthUri }
      ... on UserError { code }
    }
  }
`);

export const ConfirmTotpEnrolment = graphql(`
  mutation ConfirmTotpEnrolment($input: ConfirmTotpEnrolmentInput!) {
    confirmTotpEnrolment(input: $input) {
      __typename
      ... on ConfirmTotpEnrolmentPayload { recoveryCodes viewer { twoStepSignIn { totpEnabled recoveryCodesLeft } } }
      ... on UserError { code }
    }
  }
`);

export const DisableTotp = graphql(`
  mutation DisableTotp($input: DisableTotpInput!) {
    disableTotp(input: $input) {
      __typename
      ... on DisableTotpPayload { viewer { twoStepSignIn { totpEnabled } } }
      ... on UserError { code }
    }
  }
`);

export const RegenerateRecoveryCodes = graphql(`
  mutation RegenerateRecoveryCodes($input: RegenerateRecoveryCodesInput!) {
    regenerateRecoveryCodes(input: $input) {
      __typename
      ... on RegenerateRecoveryCodesPayload { recoveryCodes }
      ... on UserError { code }
    }
  }
`);

export const ViewerTwoStep = graphql(`
  query ViewerTwoStep {
    viewer { username twoStepSignIn { totpEnabled recoveryCodesLeft } }
  }
`);
