// Operations the chat tests send, typed by codegen (npm run generate).
import { graphql } from "./__generated__/gql.ts";

export const SendMessage = graphql(`
  mutation SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
      __typename
      ... on SendMessagePayload {
        sentMessage { id databaseId text fromViewer read deleted sender { username } receiver { username } }
        messageEdge { cursor node { id } }
        conversation { id unreadCount partner { username } lastMessage { text } }
        conversationEdge { cursor node { id } }
      }
      ... on ValidationError { code message fieldErrors { field code message } }
      ... on NotFoundError { code message }
    }
  }
`);

export const ChatList = graphql(`
  query ChatList($first: Int, $after: String) {
    viewer {
      unreadMessageCount
      conversations(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            databaseId
            unreadCount
            lastMessageAt
            partner { username online }
            lastMessage { text fromViewer deleted sender { username } }
          }
        }
        pageInfo { hasNextPage endCursor }
      }
    }
  }
`);

export const ConversationMessages = graphql(`
  query ConversationMessages($id: ID!, $last: Int, $before: String, $first: Int, $after: String) {
    node(id: $id) {
      ... on Conversation {
        partner { username }
        messages(last: $last, before: $before, first: $first, after: $after) {
          edges { cursor node { id text fromViewer read deleted createdAt } }
          pageInfo { hasPreviousPage hasNextPage startCursor endCursor }
        }
      }
    }
  }
`);

export const MessageNode = graphql(`
  query MessageNode($id: ID!) {
    node(id: $id) { ... on Message { text sender { username } } }
  }
`);

export const ConversationWithUser = graphql(`
  query ConversationWithUser($id: ID!) {
    user(id: $id) {
      username
      online
      conversationWithViewer { id unreadCount lastMessage { text } }
    }
  }
`);

export const MarkConversationRead = graphql(`
  mutation MarkConversationRead($input: MarkConversationReadInput!) {
    markConversationRead(input: $input) {
      __typename
      ... on MarkConversationReadPayload { unreadMessageCount conversation { id unreadCount } }
      ... on NotFoundError { code message }
    }
  }
`);

export const DeleteMessage = graphql(`
  mutation DeleteMessage($input: DeleteMessageInput!) {
    deleteMessage(input: $input) {
      __typename
      ... on DeleteMessagePayload { deletedMessage { id text deleted } conversation { lastMessage { deleted text } } }
      ... on ForbiddenError { code message }
      ... on NotFoundError { code message }
    }
  }
`);

export const SetTyping = graphql(`
  mutation SetTyping($input: SetTypingInput!) {
    setTyping(input: $input) {
      __typename
      ... on SetTypingPayload { typing }
      ... on ValidationError { code message }
      ... on NotFoundError { code message }
    }
  }
`);

export const ActiveFriends = graphql(`
  query ActiveFriends {
    viewer { activeFriends { username online } }
  }
`);

export const MessageAdded = graphql(`
  subscription MessageAdded($after: ID) {
    messageAdded(after: $after) { id text fromViewer sender { username } conversation { unreadCount } }
  }
`);

export const ConversationUpdated = graphql(`
  subscription ConversationUpdated {
    conversationUpdated { kind actor { username } message { text deleted read } conversation { unreadCount } }
  }
`);

export const FriendPresenceChanged = graphql(`
  subscription FriendPresenceChanged {
    friendPresenceChanged { online user { username } }
  }
`);

export const TypingIndicator = graphql(`
  subscription TypingIndicator {
    typingIndicator { typing user { username } }
  }
`);
