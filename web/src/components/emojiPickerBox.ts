// The emoji picker's size and place on screen. emoji-mart draws `perLine` buttons of 36px a row,
// plus 28px of padding and scrollbar: nine a row (352px) where the screen allows, fewer on a
// narrow phone (seven at 320px), so it never runs off the screen.

const BUTTON_PX = 36;
const FRAME_PX = 28;
const MOST_PER_LINE = 9;
const FEWEST_PER_LINE = 6;
/** emoji-mart's own height (a 450px box, less its preview strip, which is off). */
const FULL_HEIGHT_PX = 435;
/** Kept clear between the picker and the screen's edges, and between it and its button. */
const MARGIN_PX = 8;

export interface PickerWidth {
  readonly perLine: number;
  readonly width: number;
}

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** As many emoji a row as fit the screen's width, nine at most. */
export function pickerWidth(viewportWidth: number): PickerWidth {
  const fitting = Math.floor((viewportWidth - 2 * MARGIN_PX - FRAME_PX) / BUTTON_PX);
  const perLine = Math.min(MOST_PER_LINE, Math.max(FEWEST_PER_LINE, fitting));
  return { perLine, width: perLine * BUTTON_PX + FRAME_PX };
}

/**
 * Where the picker goes, opened from a button at `anchor`: over it, right edges aligned (under it
 * when there is more room there), as high as the room allows up to its own height.
 */
export function pickerPlacement(anchor: DOMRect, width: number, viewport: Viewport) {
  const above = anchor.top - 2 * MARGIN_PX;
  const below = viewport.height - anchor.bottom - 2 * MARGIN_PX;
  const height = Math.min(FULL_HEIGHT_PX, Math.max(above, below));
  const top = above >= height ? anchor.top - MARGIN_PX - height : anchor.bottom + MARGIN_PX;
  const left = Math.min(Math.max(MARGIN_PX, anchor.right - width), viewport.width - MARGIN_PX - width);
  return { top, left: Math.max(MARGIN_PX, left), height };
}
