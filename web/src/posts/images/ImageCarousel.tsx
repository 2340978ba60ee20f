import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";

export interface CarouselImage {
  readonly url: string;
  readonly width: number;
  readonly height: number;
  /** "" when the author gave none: the image then has an empty alt, never its file name */
  readonly altText: string;
}

interface ImageCarouselProps {
  readonly images: readonly CarouselImage[];
  /** The feed's first card: its first picture is fetched at once (see PostCard). */
  readonly aboveTheFold?: boolean;
  readonly imageClassName: string;
}

/** How far a finger must travel sideways to turn the page (smaller moves are taps or scrolls). */
const SWIPE_PX = 40;

const arrowButton =
  "absolute top-1/2 -translate-y-1/2 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-800 shadow ring-1 ring-slate-900/10 hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

/**
 * A post's images, one at a time: previous and next buttons, a dot per image ("Image 2 of 4"),
 * the arrow keys while it has the focus, and a swipe on touch screens. A single image shows
 * without any of that. An image with alt text has an "ALT" button that shows the text.
 */
export function ImageCarousel({ images, aboveTheFold = false, imageClassName }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const [altShown, setAltShown] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = images.length;
  const current = images[Math.min(index, count - 1)]!;
  const go = (to: number) => {
    setIndex(Math.max(0, Math.min(count - 1, to)));
    setAltShown(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") go(index - 1);
    else if (event.key === "ArrowRight") go(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === "touch") swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    if (swipeStart.current === null) return;
    const moved = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(moved) >= SWIPE_PX) go(index + (moved < 0 ? 1 : -1));
  };

  const picture = (
    <img
      key={current.url}
      src={current.url}
      alt={current.altText}
      width={current.width}
      height={current.height}
      loading={aboveTheFold && index === 0 ? "eager" : "lazy"}
      fetchPriority={aboveTheFold && index === 0 ? "high" : "auto"}
      decoding="async"
      draggable={false}
      data-post-image
      className={imageClassName}
    />
  );
  const altButton = current.altText !== "" && (
    <button
      type="button"
      aria-expanded={altShown}
      aria-label={altShown ? "Hide ALT text" : "Show ALT text"}
      onClick={() => setAltShown((shown) => !shown)}
      className="absolute bottom-2 left-2 rounded bg-slate-900/75 px-1.5 py-0.5 text-xs font-bold tracking-wide text-white hover:bg-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      ALT
    </button>
  );
  const description = altShown && (
    <p className="absolute inset-x-2 bottom-9 max-h-[60%] overflow-y-auto rounded-lg bg-slate-900/85 p-2 text-sm whitespace-pre-line text-white">
      {current.altText}
    </p>
  );

  if (count === 1) {
    return (
      <div className="relative">
        {picture}
        {description}
        {altButton}
      </div>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={`${count} images`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerUp={onPointerUp}
      onPointerCancel={() => (swipeStart.current = null)}
      className="relative touch-pan-y focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-inset"
    >
      <div aria-roledescription="slide" aria-label={`Image ${index + 1} of ${count}`} role="group">
        {picture}
      </div>
      {description}
      {altButton}
      {index > 0 && (
        <button
          type="button"
          aria-label="Previous image"
          onClick={() => go(index - 1)}
          className={`${arrowButton} left-2`}
        >
          <span aria-hidden="true">‹</span>
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          aria-label="Next image"
          onClick={() => go(index + 1)}
          className={`${arrowButton} right-2`}
        >
          <span aria-hidden="true">›</span>
        </button>
      )}
      <span
        className="absolute top-2 right-2 rounded-full bg-slate-900/70 px-2 py-0.5 text-xs font-medium text-white"
        aria-hidden="true"
      >
        {index + 1}/{count}
      </span>
      <div className="pointer-events-none absolute inset-x-0 bottom-2 flex justify-center gap-1">
        {images.map((image, dot) => (
          <button
            key={`${image.url}-${dot}`}
            type="button"
            aria-label={`Image ${dot + 1} of ${count}`}
            aria-current={dot === index ? "true" : undefined}
            onClick={() => go(dot)}
            className="pointer-events-auto flex size-6 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            <span
              className={`block size-2 rounded-full shadow ring-1 ring-slate-900/20 ${dot === index ? "bg-brand-500" : "bg-white/80"}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
