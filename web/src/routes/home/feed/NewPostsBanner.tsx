import { Spinner } from "../../../components/Spinner";

interface NewPostsBannerProps {
  readonly visible: boolean;
  readonly loading: boolean;
  readonly onShow: () => void;
  /**
   * Over posts it floats on the first one's top edge (and stays in view while scrolling); over
   * the empty feed's card it takes its own place above it, clear of the card's icon and text.
   */
  readonly overPosts: boolean;
}

/** Shows while new posts wait; clicking loads them and scrolls up. */
export function NewPostsBanner({ visible, loading, onShow, overPosts }: NewPostsBannerProps) {
  if (!visible && !loading) return null;
  return (
    <div className={`pointer-events-none flex h-10 justify-center ${overPosts ? "sticky top-20 z-20 -mb-10" : "mb-4"}`}>
      <button
        type="button"
        onClick={onShow}
        disabled={loading}
        className="pointer-events-auto flex items-center gap-2 rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-lg hover:bg-brand-700 disabled:cursor-wait"
      >
        {loading && <Spinner />}
        New posts
      </button>
    </div>
  );
}
