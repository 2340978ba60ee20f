import { describe, expect, it } from "vitest";
import { tags } from "../../src/domain/posts/rules.ts";

describe("the tag rule (comma-separated like the placeholder 'code,post,enjoy')", () => {
  it.each([
    ["code,post,enjoy", ["code", "post", "enjoy"]],
    [" code , post ", ["code", "post"]],
    ["Code,post,code,CODE", ["Code", "post"]],
  ])("accepts %j as %j (trimmed, each once)", (input, expected) => {
    expect(tags.parse(input)).toEqual(expected);
  });

  it.each(["code", "", "code,", ",code", "code,,post", "my code,post", "a,b c"])("refuses %j", (input) => {
    const result = tags.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("TAGS_INVALID");
  });
});
