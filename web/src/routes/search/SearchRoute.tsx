import { Suspense, useState, type FormEvent } from "react";
import { graphql, useLazyLoadQuery } from "react-relay";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Card } from "../../components/Card";
import { SearchIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";
import { PageLoading } from "../../components/PageLoading";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { KeyboardShortcuts } from "../../shortcuts/KeyboardShortcuts";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";
import type { SearchRouteQuery } from "./__generated__/SearchRouteQuery.graphql";
import { POST_SEARCH_MAX, searchPath } from "./searchPath";
import { PeopleFound } from "./PeopleFound";
import { SearchResults } from "./SearchResults";

/**
 * /search?q=...: the people whose username or name starts with it, then the posts whose caption
 * or tags match, best match first (the home search box's Enter opens it).
 */
export function SearchRoute() {
  const [params] = useSearchParams();
  const query = (params.get("q") ?? "").trim();
  return (
    <PageFrame title="Search" description="People by name, posts by caption and tags." narrow>
      <SearchForm initial={query} />
      {query.length > POST_SEARCH_MAX ? (
        // the API refuses it (SEARCH_TOO_LONG): said here, in the client's words, without asking
        <Card className="px-6 py-12 text-center">
          <p role="alert" className="text-sm font-medium text-red-700">
            {USER_ERROR_TEXTS.SEARCH_TOO_LONG}
          </p>
        </Card>
      ) : query ? (
        <QueryErrorBoundary
          key={query}
          fallback={(error) => (
            <Card className="px-6 py-12 text-center">
              <p role="alert" className="text-sm font-medium text-red-700">
                Error: {error.message}
              </p>
            </Card>
          )}
        >
          <Suspense fallback={<PageLoading label="Searching" />}>
            <Results query={query} />
          </Suspense>
        </QueryErrorBoundary>
      ) : (
        <p className="text-sm text-slate-600">Type a name, or words from a caption or a tag.</p>
      )}
      <KeyboardShortcuts />
    </PageFrame>
  );
}

function SearchForm({ initial }: { initial: string }) {
  const [text, setText] = useState(initial);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(searchPath(text.trim()));
  };
  return (
    <form role="search" aria-label="People and posts" onSubmit={submit} className="mb-6 flex gap-2">
      <div className="relative min-w-0 flex-1">
        <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-500" />
        <input
          type="search"
          aria-label="Search posts"
          placeholder="Search names, captions and tags"
          value={text}
          maxLength={POST_SEARCH_MAX}
          onChange={(event) => setText(event.target.value)}
          className="w-full rounded-full border border-slate-450 bg-white py-2 pl-10 pr-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100"
        />
      </div>
      <button
        type="submit"
        className="shrink-0 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        Search
      </button>
    </form>
  );
}

function Results({ query }: { query: string }) {
  const data = useLazyLoadQuery<SearchRouteQuery>(
    graphql`
      query SearchRouteQuery($query: String!) {
        searchUsers(query: $query, first: 8) {
          id
          databaseId
          username
          name
          isViewer
          profileImage {
            url
          }
        }
        ...SearchResults_query @arguments(query: $query)
      }
    `,
    { query },
    { fetchPolicy: "store-and-network" },
  );
  return (
    <>
      {data.searchUsers && <PeopleFound people={data.searchUsers} searched={query} />}
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">Posts</h2>
      <SearchResults query={data} searched={query} />
    </>
  );
}
