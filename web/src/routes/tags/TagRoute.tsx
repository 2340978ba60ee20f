import { graphql, useLazyLoadQuery } from "react-relay";
import { useParams } from "react-router-dom";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { KeyboardShortcuts } from "../../shortcuts/KeyboardShortcuts";
import type { TagRouteQuery } from "./__generated__/TagRouteQuery.graphql";
import { TagPosts } from "./TagPosts";

/** /tags/{tag}: the posts that carry a hashtag, newest first, with how many there are. */
export function TagRoute() {
  const { tag = "" } = useParams();
  // Keyed by tag, so moving from one tag to another starts from a fresh query.
  return <TagPage key={tag} name={tag} />;
}

function TagPage({ name }: { name: string }) {
  const query = useLazyLoadQuery<TagRouteQuery>(
    graphql`
      query TagRouteQuery($name: String!) {
        tag(name: $name) {
          name
          postCount
          morePosts
        }
        ...TagPosts_query @arguments(name: $name)
      }
    `,
    { name },
    { fetchPolicy: "store-and-network" },
  );
  const shown = query.tag?.name ?? name.replace(/^#/, "");
  const count = query.tag?.postCount ?? 0;
  const counted = query.tag?.morePosts
    ? `More than ${count.toLocaleString("en-US")} posts`
    : count === 1
      ? "1 post"
      : `${count} posts`;

  return (
    <PageFrame title={`#${shown}`} description={counted} narrow>
      {count === 0 ? (
        <Card className="px-6 py-12 text-center">
          <p className="text-sm text-slate-600">No posts are tagged #{shown} yet.</p>
        </Card>
      ) : (
        <TagPosts query={query} tag={shown} />
      )}
      <KeyboardShortcuts />
    </PageFrame>
  );
}
