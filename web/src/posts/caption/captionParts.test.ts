import { describe, expect, it } from "vitest";
import { captionParts, tagsBeyondCaption } from "./captionParts";

describe("captionParts", () => {
  it("finds tags and mentions between plain text, and loses no character", () => {
    const caption = "Sunset at the #harbour with @ada_l!";
    expect(captionParts(caption)).toEqual([
      { kind: "text", text: "Sunset at the " },
      { kind: "tag", text: "#harbour", tag: "harbour" },
      { kind: "text", text: " with " },
      { kind: "mention", text: "@ada_l", username: "ada_l" },
      { kind: "text", text: "!" },
    ]);
    expect(
      captionParts(caption)
        .map((part) => part.text)
        .join(""),
    ).toBe(caption);
  });

  it("ends a name at a sentence's dots", () => {
    expect(captionParts("thanks @ada.")).toEqual([
      { kind: "text", text: "thanks " },
      { kind: "mention", text: "@ada", username: "ada" },
      { kind: "text", text: "." },
    ]);
  });

  it("links no e-mail address, no sign inside a word and no name shorter than a username", () => {
    for (const text of ["mail ada@example.com", "C#sharp", "hi @a"]) {
      expect(captionParts(text)).toEqual([{ kind: "text", text }]);
    }
  });

  it("leaves a tag longer than 50 characters as text", () => {
    const text = `#${"a".repeat(51)}`;
    expect(captionParts(text)).toEqual([{ kind: "text", text }]);
    expect(captionParts(`#${"a".repeat(50)}`)[0]?.kind).toBe("tag");
  });

  it("reads letters of any script", () => {
    expect(captionParts("#café")).toEqual([{ kind: "tag", text: "#café", tag: "café" }]);
  });
});

describe("tagsBeyondCaption", () => {
  it("keeps only the tags the caption does not give, whatever their case", () => {
    expect(tagsBeyondCaption("At the #Harbour", ["harbour", "sunset"])).toEqual(["sunset"]);
  });
});
