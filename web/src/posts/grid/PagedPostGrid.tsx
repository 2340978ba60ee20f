import type { ReactNode } from "react";
import { LoadMoreSentinel } from "../../components/LoadMoreSentinel";
import type { PostGridTile_post$key } from "./__generated__/PostGridTile_post.graphql";
import { PostGrid } from "./PostGrid";
import { PostGridTile } from "./PostGridTile";

/** How many more tiles scrolling to the end asks for: as many as a grid's first page. */
const PAGE_SIZE = 12;

type GridPost = PostGridTile_post$key & { readonly id: string };

/** What Relay's usePaginationFragment tells about a connection's further pages. */
interface PostGridPages {
  readonly hasNext: boolean;
  readonly isLoadingNext: boolean;
  readonly loadNext: (count: number) => unknown;
}

interface PagedPostGridProps<Post extends GridPost> {
  readonly posts: readonly Post[];
  /** the grid's accessible name ("Saved posts") */
  readonly label: string;
  /** what an empty grid says instead ("No posts yet") */
  readonly emptyText: string;
  readonly pages: PostGridPages;
  /** the button over a tile's corner, if the viewer may act on it there */
  readonly tileAction?: (post: Post) => ReactNode;
}

/** A grid of post tiles (a profile's posts, the saved ones) that loads its next page as its end scrolls into view. */
export function PagedPostGrid<Post extends GridPost>({
  posts,
  label,
  emptyText,
  pages,
  tileAction,
}: PagedPostGridProps<Post>) {
  if (posts.length === 0) return <EmptyPostGrid text={emptyText} />;
  return (
    <>
      <PostGrid label={label}>
        {posts.map((post) => (
          <PostGridTile key={post.id} post={post} action={tileAction?.(post)} />
        ))}
      </PostGrid>
      <LoadMoreSentinel
        hasMore={pages.hasNext}
        loading={pages.isLoadingNext}
        onLoadMore={() => pages.loadNext(PAGE_SIZE)}
        label="Loading more posts"
      />
    </>
  );
}

/** Where a grid would be, when there is nothing to show in it. */
export function EmptyPostGrid({ text }: { text: string }) {
  return <p className="py-12 text-center text-sm text-slate-500">{text}</p>;
}
