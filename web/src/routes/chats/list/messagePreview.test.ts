import { expect, it } from "vitest";
import { messagePreview } from "./messagePreview";

it("marks the viewer's own last message, and says when it was deleted", () => {
  expect(messagePreview({ text: "see you", deleted: false, fromViewer: false })).toBe("see you");
  expect(messagePreview({ text: "see you", deleted: false, fromViewer: true })).toBe("You: see you");
  expect(messagePreview({ text: "", deleted: true, fromViewer: true })).toBe("You: message deleted");
  expect(messagePreview({ text: "", deleted: true, fromViewer: false })).toBe("Message deleted");
});
