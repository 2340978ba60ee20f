// The operations the passkey tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const StartPasskeyRegistration = graphql(`
  mutation StartPasskeyRegistration($input: StartPasskeyRegistrationInput!) {
    startPasskeyRegistration(input: $input) {
      __typename
      ... on StartPasskeyRegistrationPayload { options }
      ... on UserError { code }
    }
  }
`);

export const FinishPasskeyRegistration = graphql(`
  mutation FinishPasskeyRegistration($input: FinishPasskeyRegistrationInput!) {
    finishPasskeyRegistration(input: $input) {
      __typename
      ... on FinishPasskeyRegistrationPayload { passkey { id name lastUsedAt } viewer { passkeys { id } } }
      ... on UserError { code }
    }
  }
`);

export const RenamePasskey = graphql(`
  mutation RenamePasskey($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      __typename
      ... on RenamePasskeyPayload { passkey { id name } }
      ... on UserError { code }
    }
  }
`);

export const RemovePasskey = graphql(`
  mutation RemovePasskey($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      __typename
      ... on RemovePasskeyPayload { removedPasskeyId viewer { passkeys { id } } }
      ... on UserError { code }
    }
  }
`);

export const StartPasskeySignIn = graphql(`
  mutation StartPasskeySignIn {
    startPasskeySignIn {
      __typename
      ... on StartPasskeySignInPayload { options }
    }
  }
`);

export const FinishPasskeySignIn = graphql(`
  mutation FinishPasskeySignIn($input: FinishPasskeySignInInput!) {
    finishPasskeySignIn(input: $input) {
      __typename
      ... on SessionPayload { token viewer { username } }
      ... on UserError { code }
    }
  }
`);

export const UserPasskeys = graphql(`
  query UserPasskeys($username: String!) {
    user(username: $username) { passkeys { id name synced lastUsedAt } }
  }
`);

export const LogInWithPasskeyStep = graphql(`
  mutation LogInWithPasskeyStep($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on SessionPayload { token }
      ... on SecondFactorRequired { challenge factors passkeyOptions }
    }
  }
`);
