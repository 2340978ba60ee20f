import { graphql } from "./__generated__/gql.ts";

export const NotificationAdded = graphql(`
  subscription NotificationAdded { notificationAdded { kind message actor { username } } }
`);

export const PostAdded = graphql(`
  subscription PostAdded { postAdded { caption author { username } } }
`);
