/** The preview's cut: a message longer than 15 characters shows its first 10 and an ellipsis. */
const PREVIEW_LIMIT = 15;
const PREVIEW_KEPT = 10;

interface PreviewedMessage {
  readonly text: string;
  readonly deleted: boolean;
  readonly fromViewer: boolean;
}

/** A chat list entry's last line: 'You: …' or 'friend: …'. Counted in characters, so an emoji is never split. */
export function messagePreview({ text, deleted, fromViewer }: PreviewedMessage): string {
  const who = fromViewer ? "You" : "friend";
  if (deleted) return `${who}: message deleted`;
  const characters = Array.from(text);
  const shown = characters.length > PREVIEW_LIMIT ? `${characters.slice(0, PREVIEW_KEPT).join("")}...` : text;
  return `${who}: ${shown}`;
}
