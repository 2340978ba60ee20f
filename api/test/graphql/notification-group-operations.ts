import { graphql } from "./__generated__/gql.ts";

export const NotificationGroups = graphql(`
  query NotificationGroups($first: Int, $after: String, $unreadOnly: Boolean) {
    notificationGroups(first: $first, after: $after, unreadOnly: $unreadOnly) {
      totalCount
      unreadCount
      pageInfo { hasNextPage endCursor }
      edges { node { id kind message actorCount read latestAt post { id } latestActors { username } latestNotification { id post { id } } } }
    }
  }
`);

export const NotificationGroupNames = graphql(`
  query NotificationGroupNames {
    notificationGroups(first: 1) { edges { node { notifications(first: 10) { edges { node { actor { username } } } } } } }
  }
`);

export const NotificationGroupChanged = graphql(`
  subscription NotificationGroupChanged {
    notificationGroupChanged { groupId grew unreadCount group { id message actorCount read } }
  }
`);
