// Which global ids `node(id:)` and `nodes(ids:)` pass on to Pothos' loaders. Relay reads a node
// that does not exist as null, not as an error: an id naming no Node type of this schema, or
// whose id is not a UUID (the uuid columns would reject it as a database error), names nothing.
// Ids that are not global ids at all (not base64 "Type:id") are refused by the relay plugin
// before this runs, with "Invalid global ID".
import { isObjectType, type GraphQLResolveInfo } from "graphql";
import { ValidationError } from "../domain/errors.ts";
import { isId } from "../domain/ids.ts";

/** One `nodes` request loads at most this many nodes: its cost would otherwise grow with the list. */
export const MAX_NODE_IDS = 100;

export interface GlobalId {
  typename: string;
  id: string;
}

function namesARow({ typename, id }: GlobalId, info: GraphQLResolveInfo): boolean {
  const type = info.schema.getType(typename);
  return isObjectType(type) && type.getInterfaces().some((iface) => iface.name === "Node") && isId(String(id));
}

/** The ids worth loading, in order; null in place of one that cannot name a row. */
export function loadableIds(ids: readonly GlobalId[], info: GraphQLResolveInfo): (GlobalId | null)[] {
  if (ids.length > MAX_NODE_IDS) throw ValidationError.of("ids", "TOO_MANY_IDS", MAX_NODE_IDS);
  return ids.map((id) => (namesARow(id, info) ? id : null));
}
