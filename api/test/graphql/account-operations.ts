// Operations of the account tests (account-deletion, data-export), typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const DeleteAccount = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountPayload { deletedUserId }
      ... on ValidationError { fieldErrors { field code } }
      ... on UserError { code }
    }
  }
`);

export const RequestDataExport = graphql(`
  mutation RequestDataExport {
    requestDataExport {
      __typename
      ... on RequestDataExportPayload { dataExport { id status } }
      ... on UserError { code message }
    }
  }
`);

export const DataExportStatus = graphql(`
  query DataExportStatus {
    dataExport { id status itemsDone itemsTotal progress byteSize expiresAt downloadUrl }
  }
`);

export const DataExportNode = graphql(`
  query DataExportNode($id: ID!) {
    node(id: $id) { __typename ... on DataExport { status downloadUrl } }
  }
`);

export const PartnerConversations = graphql(`
  query PartnerConversations {
    viewer {
      conversations(first: 10) {
        edges {
          node {
            partner { id databaseId name username deleted }
            messages(last: 10) { edges { node { text fromViewer sender { databaseId deleted } } } }
          }
        }
      }
    }
  }
`);

export const PersonLookup = graphql(`
  query PersonLookup($id: ID!) {
    node(id: $id) { __typename }
    user(id: $id) { username }
  }
`);

export const SearchPeople = graphql(`
  query SearchPeople($query: String!) {
    searchUsers(query: $query, first: 20) { databaseId }
  }
`);

export const SendMessageTo = graphql(`
  mutation SendMessageTo($input: SendMessageInput!) {
    sendMessage(input: $input) { __typename ... on UserError { code } }
  }
`);
