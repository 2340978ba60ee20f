import { ConnectionHandler } from "relay-runtime";

/** The id of a post's comment list in the store (the @connection in CommentsList). */
export function commentsConnectionId(postId: string): string {
  return ConnectionHandler.getConnectionID(postId, "CommentsList_comments");
}
