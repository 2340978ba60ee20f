import { graphql } from "./__generated__/gql.ts";

export const NotificationAdded = graphql(`
  subscription NotificationAdded { notificationAdded { kind message actor { username } } }
`);

export const PostAdded = graphql(`
  subscription PostAdded { postAdded { caption author { username } } }
`);

export const NotificationRemoved = graphql(`
  subscription NotificationRemoved { notificationRemoved { notificationId unreadCount } }
`);

export const UserCountsChanged = graphql(`
  subscription UserCountsChanged($userId: ID!) { userCountsChanged(userId: $userId) { username postCount followerCount followingCount } }
`);
