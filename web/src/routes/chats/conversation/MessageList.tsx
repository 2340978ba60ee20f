import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { graphql, usePaginationFragment } from "react-relay";
import { LoadMoreSentinel } from "../../../components/LoadMoreSentinel";
import { scrollBehavior } from "../../../components/motion";
import type { MessageList_conversation$key } from "./__generated__/MessageList_conversation.graphql";
import type { MessageListPaginationQuery } from "./__generated__/MessageListPaginationQuery.graphql";
import { MessageBubble } from "./MessageBubble";
import { groupByDay } from "./messageDays";

const PAGE_SIZE = 20;
/** Closer than this to the end counts as reading the newest messages: new ones scroll into view. */
const FOLLOW_NEWEST_PX = 120;

interface MessageListProps {
  readonly conversation: MessageList_conversation$key | null;
  /** The partner's username: who sent each of their messages, for screen readers. */
  readonly partnerName: string;
  readonly onDelete: (messageId: string) => void;
  /** Shown after the newest message: messages that failed to send. */
  readonly children?: ReactNode;
  /** Nothing can be written here (the composer says why): no "Say hello!" for an empty one. */
  readonly closed?: boolean;
}

export function MessageList({ conversation, partnerName, onDelete, children, closed = false }: MessageListProps) {
  const { data, loadPrevious, hasPrevious, isLoadingPrevious } = usePaginationFragment<
    MessageListPaginationQuery,
    MessageList_conversation$key
  >(
    graphql`
      fragment MessageList_conversation on Conversation
      @refetchable(queryName: "MessageListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }) {
        messages(last: $count, before: $cursor) @connection(key: "MessageList_messages") @required(action: THROW) {
          edges {
            node {
              id
              createdAt
              fromViewer
              ...MessageBubble_message
            }
          }
        }
      }
    `,
    conversation,
  );
  const messages = data?.messages.edges.map(({ node }) => node) ?? [];
  const newestOwnId = messages.findLast((message) => message.fromViewer)?.id;

  const scroller = useRef<HTMLDivElement>(null);
  // Distance from the bottom before older messages were added above: kept, so the view does not jump.
  const anchor = useRef<number | null>(null);
  const oldestId = messages[0]?.id;
  const newest = messages.at(-1);
  // Reading the end: new messages scroll into view. Otherwise a button says some arrived below.
  const [atEnd, setAtEnd] = useState(true);
  const [seenUpTo, setSeenUpTo] = useState(newest?.id);

  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || anchor.current === null) return;
    element.scrollTop = element.scrollHeight - anchor.current;
    anchor.current = null;
  }, [oldestId]);

  useLayoutEffect(() => {
    const element = scroller.current;
    // The viewer's own message always comes into view; someone else's only if they were reading the end.
    if (element && (atEnd || newest?.fromViewer)) element.scrollTop = element.scrollHeight;
    // atEnd is left out on purpose: scrolling back to the end is not a reason to jump there again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest?.id, newest?.fromViewer, children]);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) anchor.current = element.scrollHeight - element.scrollTop;
    loadPrevious(PAGE_SIZE);
  };

  return (
    <div
      ref={scroller}
      role="log"
      aria-label="Messages"
      // Not read out as it grows: each message would be read with its time and its Report button's
      // words. The live chat (useLiveChat) says who wrote what instead.
      aria-live="off"
      // Scrollable: keyboard users scroll it from the Tab order (and the New messages button leaves the focus here).
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        const reachedEnd = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_NEWEST_PX;
        setAtEnd(reachedEnd);
        if (reachedEnd) setSeenUpTo(newest?.id);
      }}
      // A fixed height: the messages scroll inside it.
      className="h-[500px] overflow-y-auto px-4 py-3 [overflow-anchor:none]"
    >
      <LoadMoreSentinel
        hasMore={hasPrevious}
        loading={isLoadingPrevious}
        onLoadMore={loadOlder}
        label="Loading older messages..."
      />
      {messages.length === 0 && !children && (
        <p className="flex h-full items-center justify-center text-sm text-slate-500">
          {closed ? "No messages yet." : "No messages yet. Say hello!"}
        </p>
      )}
      {groupByDay(messages).map((day) => (
        <section key={day.heading} aria-label={day.heading}>
          <h3 className="my-3 text-center text-xs font-semibold text-slate-500">{day.heading}</h3>
          <ol className="space-y-2">
            {day.messages.map((message) => (
              <MessageBubble
                key={message.id}
                message={message}
                sender={message.fromViewer ? "You" : partnerName}
                showSeen={message.id === newestOwnId}
                onDelete={onDelete}
              />
            ))}
          </ol>
        </section>
      ))}
      {children}
      {!atEnd && newest && newest.id !== seenUpTo && !newest.fromViewer && (
        <button
          type="button"
          onClick={() => {
            // The button goes once the end is in view: the focus stays in the messages, not on the page's body.
            scroller.current?.focus({ preventScroll: true });
            scroller.current?.scrollTo({ top: scroller.current.scrollHeight, behavior: scrollBehavior() });
          }}
          className="sticky bottom-2 left-1/2 mx-auto mt-2 block rounded-full bg-brand-600 px-4 py-1.5 text-xs font-semibold text-white shadow-lg hover:bg-brand-700"
        >
          New messages ↓
        </button>
      )}
    </div>
  );
}
