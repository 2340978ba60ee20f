import { describe, expect, it } from "vitest";
import { ValidationError } from "../../src/domain/errors.ts";
import { captionHashtags, tags, v1Tags, withCaptionHashtags } from "../../src/domain/posts/rules.ts";

describe("v1's tag rule (comma-separated like the placeholder 'code,post,enjoy')", () => {
  it.each([
    ["code,post,enjoy", ["code", "post", "enjoy"]],
    [" code , post ", ["code", "post"]],
    ["Code,post,code,CODE", ["Code", "post"]],
  ])("accepts %j as %j (trimmed, each once)", (input, expected) => {
    expect(v1Tags.parse(input)).toEqual(expected);
  });

  it.each(["code", "", "code,", ",code", "code,,post", "my code,post", "a,b c"])("refuses %j", (input) => {
    const result = v1Tags.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("TAGS_INVALID");
  });
});

describe("today's tags: optional, and the caption's #hashtags count", () => {
  it.each([
    [[], []],
    [["code"], ["code"]],
    ["#sunset, bay,", ["sunset", "bay"]],
    [[" #Code ", ""], ["Code"]],
  ])("accepts %j as %j", (input, expected) => {
    expect(tags.parse(input)).toEqual(expected);
  });

  it.each([[["golden hour"]], [["a,b"]], ["a b"], [[1]]])("refuses %j", (input) => {
    const result = tags.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("TAGS_INVALID");
  });

  it("reads hashtags as the web client links them: after #, not inside words, names or entities", () => {
    const long = "a".repeat(51);
    expect(captionHashtags(`#Sunset over the #bay_area. #日の出! a#b @x#y &#38; ##x # #v1.2 #${long}`)).toEqual([
      "Sunset",
      "bay_area",
      "日の出",
    ]);
  });

  it("puts the given tags first, then the caption's, once each whatever the case", () => {
    expect(withCaptionHashtags(["bay", "Sea"], "Evening at the #sea, #sunset and #BAY")).toEqual([
      "bay",
      "Sea",
      "sunset",
    ]);
  });

  it("refuses more tags than a post may have, counting the caption's", () => {
    const refusal = (given: string[], caption: string) => {
      try {
        withCaptionHashtags(given, caption);
      } catch (error) {
        if (error instanceof ValidationError) return error.fieldErrors;
      }
      return null;
    };
    const thirty = Array.from({ length: 30 }, (_, i) => `t${i}`);
    expect(refusal(thirty, "#one more")).toEqual([{ field: "tags", reason: "TOO_MANY_TAGS", limit: 30 }]);
    expect(refusal(thirty, "#t0 is already there")).toBeNull();
  });
});
