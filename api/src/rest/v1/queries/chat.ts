// Reading chat for v1 endpoints, which knew no paging: the partner list (#8), a conversation's
// whole history (#12, its newest messages up to a bound) and the active-people lookup (#9).
import type { Prisma } from "../../../generated/prisma/client.ts";
import type { Viewer } from "../../../domain/auth/sessions.ts";
import type { Domain } from "../../../domain/domain.ts";
import { NotFoundError } from "../../../domain/errors.ts";
import { V1InputError } from "../errors.ts";
import { isId, requireId } from "../../../domain/ids.ts";
import { inShape, encodeCursor, MAX_PAGE_SIZE } from "../../../domain/pagination.ts";
import { messageSelect, messageWithPeopleSelect, type MessageRow } from "../serializers/message.ts";
import { userBriefSelect, userFullSelect, type UserFullRow } from "../serializers/user.ts";

/** v1 listed every partner and every message; these bound one answer. */
export const PARTNERS_MAX = 500;
export const HISTORY_MAX = 500;
/** an active-people list far longer than anyone online is not a v1 client's */
export const ACTIVE_PEOPLE_MAX = 1000;

const partnerListSelect = {
  id: true,
  lowUserId: true,
  highUserId: true,
  lowUser: { select: userBriefSelect },
  highUser: { select: userBriefSelect },
  messages: { orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 1, select: messageWithPeopleSelect },
} satisfies Prisma.ConversationSelect;
export type PartnerListRow = Prisma.ConversationGetPayload<{ select: typeof partnerListSelect }>;

/** The viewer's conversations in the order they started (v1's "first appearance" order), each with its last message. */
export async function partnerList(domain: Domain, viewer: Viewer): Promise<PartnerListRow[]> {
  return inShape<PartnerListRow[]>(
    await domain.conversations.inOrderMet(viewer, PARTNERS_MAX, { select: partnerListSelect }),
  );
}

/**
 * The viewer's messages with `userId`, oldest first (the newest HISTORY_MAX of them): those of a
 * conversation they see (with a deleted account's stand-in too); none with anyone else whose
 * account is there (a block's two people included, as docs/v1-compatibility.md says), or with
 * themself. An unknown or suspended account is NotFoundError.
 */
export async function history(
  domain: Domain,
  viewer: Viewer,
  userId: string,
): Promise<{ conversationId: string | null; messages: MessageRow[] }> {
  const id = requireId(userId, "User");
  const conversation = await domain.conversations.withUser(viewer, id);
  if (!conversation) {
    if (!(await domain.accounts.activeUser(id))) throw new NotFoundError("User");
    return { conversationId: null, messages: [] };
  }
  const messages: MessageRow[] = [];
  let before: string | undefined;
  while (messages.length < HISTORY_MAX) {
    const page = await domain.messages.history(
      viewer,
      conversation,
      { last: Math.min(MAX_PAGE_SIZE, HISTORY_MAX - messages.length), before },
      { select: messageSelect },
    );
    messages.unshift(...inShape<MessageRow[]>(page.nodes));
    if (!page.hasPreviousPage || !page.nodes[0]) break;
    before = encodeCursor(page.nodes[0]);
  }
  return { conversationId: conversation.id, messages };
}

/**
 * The users a v1 client's active-people list names (the `people` of its last `active-people`
 * event) whom the viewer sees, without `exceptUserId`, in the order posted, once each (where an
 * id first appears); entries that name nobody (null, not an id, unknown, hidden) are skipped.
 */
export async function listedPeople(
  domain: Domain,
  viewer: Viewer,
  people: unknown,
  exceptUserId: string,
): Promise<UserFullRow[]> {
  if (!Array.isArray(people)) throw new V1InputError("people", "people must be a list of user ids.");
  if (people.length > ACTIVE_PEOPLE_MAX)
    throw new V1InputError("people", `people may hold at most ${ACTIVE_PEOPLE_MAX} ids.`);
  const except = exceptUserId.toLowerCase();
  const ids = [
    ...new Set(people.filter((id): id is string => typeof id === "string" && isId(id)).map((id) => id.toLowerCase())),
  ].filter((id) => id !== except);
  if (!ids.length) return [];
  const rows = await domain.rowsFor(viewer).peopleSelected(ids, userFullSelect);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
