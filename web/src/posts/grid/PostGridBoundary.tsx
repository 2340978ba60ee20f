import { Suspense, type ReactNode } from "react";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PostGridSkeleton } from "./PostGridSkeleton";

/** A grid's own loading and error states: skeleton tiles while its query runs, one line if it fails. */
export function PostGridBoundary({ children }: { children: ReactNode }) {
  return (
    <QueryErrorBoundary
      fallback={() => (
        <p role="alert" className="py-12 text-center text-sm text-red-700">
          failed to fetch posts
        </p>
      )}
    >
      <Suspense fallback={<PostGridSkeleton />}>{children}</Suspense>
    </QueryErrorBoundary>
  );
}
