import { describe, expect, it } from "vitest";
import { MediaError } from "../../src/media/errors.ts";

describe("MediaError", () => {
  it("states the configured byte limit in MB", () => {
    expect(MediaError.tooLarge(10 * 1024 * 1024).message).toBe("Image must be at most 10 MB.");
    expect(MediaError.tooLarge(1.5 * 1024 * 1024).message).toBe("Image must be at most 1.5 MB.");
    expect(MediaError.tooLarge(10 * 1024).message).toBe("Image must be at most 10 KB.");
  });

  it("carries a code and user-facing messages", () => {
    const error = MediaError.unsupportedType();
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe("UNSUPPORTED_TYPE");
    expect(error.message).toBe("Only JPEG, PNG, WebP, GIF or AVIF images are allowed.");
    expect(MediaError.unreadable()).toMatchObject({ code: "UNREADABLE", message: "The image could not be read." });
  });
});
