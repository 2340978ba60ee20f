// The home feed (#14) paged the v1 way, by ?limit= and ?skip=, over the domain's keyset feed
// (posts of the people the viewer follows and the viewer's own, newest first). An offset cannot be expressed as a
// keyset cursor, so `skip` walks the feed's keys (ids and dates only, 50 per query) up to
// FEED_MAX_SKIP; the page itself then loads in a fixed number of queries, whatever its size.
import type { Viewer } from "../../../domain/auth/sessions.ts";
import type { Domain } from "../../../domain/domain.ts";
import { inShape, type Page, type PageArgs } from "../../../domain/pagination.ts";
import { V1InputError } from "../errors.ts";
import { feedPostSelect, type FeedPostRow } from "../serializers/feed.ts";
import { cursorAfter } from "./domain-lists.ts";

/** v1's default, and all its client ever asked for. */
const FEED_DEFAULT_LIMIT = 10;
/** Larger limits are cut to this (the domain's largest page). */
const FEED_MAX_LIMIT = 50;
/** v1 clients never send skip; this bounds the walk to 10 key queries. */
const FEED_MAX_SKIP = 500;

export interface FeedWindow {
  limit: number;
  skip: number;
}

/** Absent or empty parameters take v1's defaults (limit 10, skip 0). */
export function feedWindow(query: unknown): FeedWindow {
  const params = typeof query === "object" && query !== null ? (query as Record<string, unknown>) : {};
  const limit = wholeNumber(params.limit, "limit") ?? FEED_DEFAULT_LIMIT;
  const skip = wholeNumber(params.skip, "skip") ?? 0;
  if (limit < 1) throw new V1InputError("limit", "limit must be at least 1.");
  if (skip > FEED_MAX_SKIP) throw new V1InputError("skip", `skip must be at most ${FEED_MAX_SKIP}.`);
  return { limit: Math.min(limit, FEED_MAX_LIMIT), skip };
}

function wholeNumber(value: unknown, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value))
    throw new V1InputError(name, `${name} must be a whole number.`);
  return Number(value);
}

export async function loadFeed(
  domain: Pick<Domain, "postLists">,
  viewer: Viewer,
  { limit, skip }: FeedWindow,
): Promise<FeedPostRow[]> {
  const keys = (args: PageArgs) => domain.postLists.feed(viewer, args, { select: { id: true, createdAt: true } });
  const after = await cursorAfter(keys, skip);
  if (after === null) return [];
  const page = await domain.postLists.feed(viewer, { first: limit, after }, { select: feedPostSelect(viewer) });
  return inShape<Page<FeedPostRow>>(page).nodes;
}
