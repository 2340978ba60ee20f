import { describe, expect, it } from "vitest";
import {
  backFromState,
  cameBackFrom,
  conversationPath,
  OPENED_TO_WRITE,
  showsConversationWith,
  wantsComposerFocus,
} from "./chatNavigation";

describe("chat addresses", () => {
  it("opens a conversation at /chats?with=, and recognises it there only", () => {
    const [pathname, search] = conversationPath("u1").split("?");
    expect(conversationPath("u1")).toBe("/chats?with=u1");
    expect(showsConversationWith({ pathname: pathname!, search: `?${search}` }, "u1")).toBe(true);
    expect(showsConversationWith({ pathname: "/chats", search: "?with=u2" }, "u1")).toBe(false);
    expect(showsConversationWith({ pathname: "/p/1", search: "?with=u1" }, "u1")).toBe(false);
  });
});

describe("where the focus goes", () => {
  it("to the message box when a conversation was opened to write", () => {
    expect(wantsComposerFocus(OPENED_TO_WRITE)).toBe(true);
    expect(wantsComposerFocus(null)).toBe(false);
  });

  it("to the partner's entry when coming back from their conversation", () => {
    expect(cameBackFrom(backFromState("u3"))).toBe("u3");
    expect(cameBackFrom(undefined)).toBeNull();
  });
});
