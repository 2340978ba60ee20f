interface PreviewedMessage {
  readonly text: string;
  readonly deleted: boolean;
  readonly fromViewer: boolean;
}

/**
 * A chat list entry's last line: the partner's message as it is, the viewer's after 'You: '. Whole:
 * the list cuts it with an ellipsis where the column ends (CSS), so a wide column shows more.
 */
export function messagePreview({ text, deleted, fromViewer }: PreviewedMessage): string {
  if (deleted) return fromViewer ? "You: message deleted" : "Message deleted";
  return fromViewer ? `You: ${text}` : text;
}
