import { Spinner } from "../../../components/Spinner";

interface NewPostsBannerProps {
  readonly visible: boolean;
  readonly loading: boolean;
  readonly onShow: () => void;
  /**
   * Over posts, once scrolled past, it floats under the header (except on a short screen, where it
   * would cover much of it). At rest it takes its own place above the first post, as above the
   * empty feed's card: floating on the post's top edge it hid the author's name on a phone.
   */
  readonly overPosts: boolean;
}

/** Shows while new posts wait; clicking loads them and scrolls up. */
export function NewPostsBanner({ visible, loading, onShow, overPosts }: NewPostsBannerProps) {
  if (!visible && !loading) return null;
  return (
    // "floating": index.css keeps what Tab reaches clear of it (scroll-padding)
    <div
      data-new-posts-banner={overPosts ? "floating" : "in-place"}
      className={`pointer-events-none mb-4 flex h-10 justify-center ${overPosts ? "sticky top-20 z-20 short:static" : ""}`}
    >
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
