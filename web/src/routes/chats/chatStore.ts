import { ConnectionHandler, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";

/** The @connection keys of the chat screen, shared by its lists and the live updates that edit them. */
export const CONVERSATIONS_KEY = "ConversationList_conversations";
export const MESSAGES_KEY = "MessageList_messages";

/** The store id of a conversation's loaded messages (the @connection in MessageList). */
export function messagesConnectionId(conversationId: string): string {
  return ConnectionHandler.getConnectionID(conversationId, MESSAGES_KEY);
}

/**
 * Appends a message to its conversation's loaded messages, once: the sender's own tab gets it from
 * the mutation and again from the subscription, and a reconnect replays what may already be there.
 * Nothing to do when the conversation is not on screen: it loads fresh when opened.
 */
export function appendMessage(store: RecordSourceSelectorProxy, conversation: RecordProxy, message: RecordProxy): void {
  const connection = ConnectionHandler.getConnection(conversation, MESSAGES_KEY);
  if (!connection) return;
  const edges = connection.getLinkedRecords("edges") ?? [];
  if (edges.some((edge) => edge?.getLinkedRecord("node")?.getDataID() === message.getDataID())) return;
  const edge = ConnectionHandler.createEdge(store, connection, message, "MessageEdge");
  ConnectionHandler.insertEdgeAfter(connection, edge);
}

/** Moves a conversation to the top of the viewer's chat list (or adds it there): it has the newest message. */
export function putConversationFirst(store: RecordSourceSelectorProxy, conversation: RecordProxy): void {
  const viewer = store.getRoot().getLinkedRecord("viewer");
  const connection = viewer && ConnectionHandler.getConnection(viewer, CONVERSATIONS_KEY);
  if (!connection) return;
  const edges = connection.getLinkedRecords("edges") ?? [];
  const existing = edges.find((edge) => edge?.getLinkedRecord("node")?.getDataID() === conversation.getDataID());
  if (existing && edges[0] === existing) return;
  const edge = existing ?? ConnectionHandler.createEdge(store, connection, conversation, "ConversationEdge");
  connection.setLinkedRecords([edge, ...edges.filter((other) => other !== existing)], "edges");
}

/** Sets the viewer's total of unread messages (the header badge). */
export function setUnreadTotal(store: RecordSourceSelectorProxy, count: number): void {
  store.getRoot().getLinkedRecord("viewer")?.setValue(count, "unreadMessageCount");
}
