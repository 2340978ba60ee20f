import { decodeGlobalID } from "@pothos/plugin-relay";
import { NotFoundError } from "../../domain/errors.ts";
import { isId } from "../../domain/ids.ts";

type NodeTypename =
  | "Post"
  | "User"
  | "Comment"
  | "Notification"
  | "Conversation"
  | "Message"
  | "Game"
  | "GameInvitation"
  | "PersonalAccessToken";

/** The database id inside a Relay global id of the expected type; anything else is "not found". */
export function idOf(globalId: string, typename: NodeTypename): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === typename) return String(decoded.id);
  } catch {
    // not base64 / not "Type:id": falls through
  }
  throw new NotFoundError(typename);
}

/**
 * What a lookup by id (Query.post, Query.user) accepts: a plain databaseId as it is, or the
 * type's global id decoded; null for anything else (it names no row of that type).
 */
export function databaseIdOf(id: string, typename: NodeTypename): string | null {
  let databaseId = id;
  if (!isId(id)) {
    try {
      databaseId = idOf(id, typename);
    } catch {
      return null;
    }
  }
  // a global id may wrap anything: only a well-formed id may reach a uuid comparison
  return isId(databaseId) ? databaseId.toLowerCase() : null;
}
