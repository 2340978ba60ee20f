import { decodeGlobalID } from "@pothos/plugin-relay";
import { NotFoundError } from "../../domain/errors.ts";

/** The database id inside a Relay global id of the expected type; anything else is "not found". */
export function idOf(globalId: string, typename: "Post" | "User" | "Comment" | "Notification" | "Conversation" | "Message" | "Game" | "GameInvitation"): string {
  try {
    const decoded = decodeGlobalID(globalId);
    if (decoded.typename === typename) return String(decoded.id);
  } catch {
    // not base64 / not "Type:id": falls through
  }
  throw new NotFoundError(typename);
}
