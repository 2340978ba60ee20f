// The one error type of the media module. The domain reports each as a failure of the upload's
// field (domain/uploads.ts), which every face words itself; the messages here serve logs.
export type MediaErrorCode =
  "TOO_LARGE" | "TOO_MANY_PIXELS" | "TOO_MANY_FRAMES" | "TOO_COMPLEX" | "UNSUPPORTED_TYPE" | "UNREADABLE";

export class MediaError extends Error {
  override readonly name = "MediaError";

  constructor(
    readonly code: MediaErrorCode,
    message: string,
    /** TOO_LARGE: the byte limit; TOO_MANY_PIXELS: the pixel limit; TOO_MANY_FRAMES: the frame limit; TOO_COMPLEX: the seconds allowed */
    readonly limit?: number,
  ) {
    super(message);
  }

  /** The upload is bigger than the configured byte limit. */
  static tooLarge(maxBytes: number): MediaError {
    return new MediaError("TOO_LARGE", `Image must be at most ${formatByteLimit(maxBytes)}.`, maxBytes);
  }

  /** The image declares more pixels (over all frames) than may be decoded. */
  static tooManyPixels(maxPixels: number): MediaError {
    return new MediaError("TOO_MANY_PIXELS", `Image must be at most ${maxPixels / 1_000_000} megapixels.`, maxPixels);
  }

  /** The animation has more frames than may be decoded. */
  static tooManyFrames(maxFrames: number): MediaError {
    return new MediaError("TOO_MANY_FRAMES", `An animation must have at most ${maxFrames} frames.`, maxFrames);
  }

  /** Decoding and encoding it took longer than allowed. */
  static tooComplex(seconds: number): MediaError {
    return new MediaError("TOO_COMPLEX", `The image took more than ${seconds} seconds to process.`, seconds);
  }

  static unsupportedType(): MediaError {
    return new MediaError("UNSUPPORTED_TYPE", "Only JPEG, PNG, WebP, GIF or AVIF images are allowed.");
  }

  static unreadable(): MediaError {
    return new MediaError("UNREADABLE", "The image could not be read.");
  }
}

/** 10485760 -> "10 MB", 1572864 -> "1.5 MB"; limits under 1 MB (tests, tiny setups) in KB. */
export function formatByteLimit(bytes: number): string {
  const mb = Math.round((bytes / (1024 * 1024)) * 100) / 100;
  return mb >= 1 ? `${mb} MB` : `${Math.round(bytes / 1024)} KB`;
}

/** The store images are kept in (a bucket, the data folder) did not answer or refused a write. */
export class MediaStoreUnavailable extends Error {
  override readonly name = "MediaStoreUnavailable";

  constructor(store: string, cause: unknown) {
    super(
      `Could not store the image in ${store}: ${cause instanceof Error ? cause.message || cause.name : String(cause)}`,
      { cause },
    );
  }
}
