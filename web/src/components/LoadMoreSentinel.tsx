import { useEffect, useRef } from "react";
import { Spinner } from "./Spinner";

interface LoadMoreSentinelProps {
  readonly hasMore: boolean;
  readonly loading: boolean;
  readonly onLoadMore: () => void;
  readonly label: string;
}

/** Infinite scrolling: asks for the next page when the end of a list scrolls into view. */
export function LoadMoreSentinel({ hasMore, loading, onLoadMore, label }: LoadMoreSentinelProps) {
  const ref = useRef<HTMLDivElement>(null);
  // The latest callback, so a parent passing a new function each render does not re-create the observer.
  const onLoadMoreRef = useRef(onLoadMore);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const element = ref.current;
    if (!element || !hasMore || loading) return;
    // Starting early (200px before the end) keeps scrolling smooth on fast connections.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMoreRef.current();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, loading]);

  if (!hasMore) return null;
  return (
    <div ref={ref} className="flex justify-center py-4 text-slate-500">
      {loading && (
        <span role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-5 text-brand-600" />
          {label}
        </span>
      )}
    </div>
  );
}
