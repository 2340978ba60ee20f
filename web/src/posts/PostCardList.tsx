import { LoadMoreSentinel } from "../components/LoadMoreSentinel";
import type { PostCard_post$key } from "./__generated__/PostCard_post.graphql";
import { PostCard } from "./PostCard";

interface PostCardListProps {
  readonly posts: readonly {
    readonly id: string;
    readonly " $fragmentSpreads": PostCard_post$key[" $fragmentSpreads"];
  }[];
  /** the list's accessible name ("Posts tagged #harbour") */
  readonly label: string;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  readonly onLoadMore: () => void;
}

/** A column of post cards that loads its next page as its end scrolls into view (a tag's page, search, explore). */
export function PostCardList({ posts, label, hasMore, loadingMore, onLoadMore }: PostCardListProps) {
  return (
    <>
      <ul aria-label={label} className="space-y-6">
        {posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} aboveTheFold={index === 0} />
          </li>
        ))}
      </ul>
      <LoadMoreSentinel hasMore={hasMore} loading={loadingMore} onLoadMore={onLoadMore} label="Loading more posts" />
    </>
  );
}
