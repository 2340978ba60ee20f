import { postGridClassName } from "./PostGrid";

const SKELETON_TILES = 4;

export function PostGridSkeleton() {
  return (
    <div role="status" aria-label="Loading posts" className={postGridClassName}>
      {Array.from({ length: SKELETON_TILES }, (_, index) => (
        <div key={index} className="aspect-square animate-pulse rounded-xl bg-slate-200" />
      ))}
    </div>
  );
}
