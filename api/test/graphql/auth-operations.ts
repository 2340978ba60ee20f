// The operations the auth tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const SignUp = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SessionPayload {
        token
        viewer {
          id
          databaseId
          name
          username
          email
          bio
          profileImage { url width height }
          coverImage { url width height }
        }
      }
      ... on ValidationError {
        code
        message
        fieldErrors { field code message }
      }
    }
  }
`);

export const LogIn = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on SessionPayload { token viewer { databaseId username } }
      ... on UserError { code message }
      ... on ValidationError { fieldErrors { field code message } }
    }
  }
`);

export const Viewer = graphql(`
  query Viewer {
    viewer { id databaseId username name email bio profileImage { url } coverImage { url } }
  }
`);

export const UserNode = graphql(`
  query UserNode($id: ID!) {
    node(id: $id) { id ... on User { username email } }
  }
`);

export const UpdateProfile = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfilePayload { user { bio profileImage { url width height } coverImage { url } } }
      ... on ValidationError { code message fieldErrors { field code message } }
    }
  }
`);

export const ChangePassword = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordPayload { token viewer { databaseId } }
      ... on ValidationError { code message fieldErrors { field code message } }
    }
  }
`);
