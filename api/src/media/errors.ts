// The one error type of the media module. Its messages are shown to users as they are, so
// callers map it straight to a 4xx answer (413 for TOO_LARGE, 415/400 for the others).
export type MediaErrorCode = "TOO_LARGE" | "UNSUPPORTED_TYPE" | "UNREADABLE";

export class MediaError extends Error {
  override readonly name = "MediaError";

  constructor(
    readonly code: MediaErrorCode,
    message: string,
  ) {
    super(message);
  }

  /** The upload is bigger than the configured byte limit. */
  static tooLarge(maxBytes: number): MediaError {
    return new MediaError("TOO_LARGE", `Image must be at most ${formatByteLimit(maxBytes)}.`);
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
