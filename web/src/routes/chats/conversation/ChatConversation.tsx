import { useCallback } from "react";
import { fetchQuery, graphql, useFragment, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import { Link } from "react-router-dom";
import { ExclamationCircleIcon } from "../../../components/icons";
import { MessageComposer } from "../MessageComposer";
import { PresenceAvatar } from "../PresenceAvatar";
import type { ChatConversation_user$key } from "./__generated__/ChatConversation_user.graphql";
import type { ChatConversationQuery } from "./__generated__/ChatConversationQuery.graphql";
import { ConversationOptionsMenu } from "./ConversationOptionsMenu";
import { ChatHeader } from "./ChatHeader";
import { FailedMessages } from "./FailedMessages";
import { MessageList } from "./MessageList";
import { useConversationStarted } from "./useConversationStarted";
import { useDeleteMessage } from "./useDeleteMessage";
import { useMarkRead } from "./useMarkRead";
import { useSendMessage } from "./useSendMessage";
import { usePartnerTyping, useTypingSignal } from "./useTyping";
import { useRefetchOnReconnect } from "../../../subscriptions/useRefetchOnReconnect";
import { profilePath } from "../../../users/profilePath";

const conversationQuery = graphql`
  query ChatConversationQuery($id: ID!) {
    user(id: $id) {
      isViewer
      ...ChatConversation_user
    }
  }
`;

interface ChatConversationProps {
  readonly userId: string;
  /** Opened by the user just now: the message box takes the focus. */
  readonly focusComposer: boolean;
}

/** The right panel for `/chats?with=<userId>`: that person's conversation with the viewer, or an empty one to start. */
export function ChatConversation({ userId, focusComposer }: ChatConversationProps) {
  const environment = useRelayEnvironment();
  // In the background, so the message box and its draft stay: the store update re-renders the conversation.
  const reload = useCallback(() => {
    fetchQuery(environment, conversationQuery, { id: userId }).subscribe({
      error: (error: Error) => console.error("Reloading the conversation failed", error),
    });
  }, [environment, userId]);
  const { user } = useLazyLoadQuery<ChatConversationQuery>(
    conversationQuery,
    { id: userId },
    { fetchPolicy: "store-and-network" },
  );
  // what changed while the live connection was down: reads, deletions, the partner's presence
  useRefetchOnReconnect<ChatConversationQuery>(conversationQuery, { id: userId });
  if (!user) return <Unavailable text="This user does not exist." />;
  if (user.isViewer)
    return <Unavailable text="You cannot send messages to yourself. Pick someone from your conversations." />;
  return <Conversation user={user} onStartedElsewhere={reload} focusComposer={focusComposer} />;
}

interface ConversationProps {
  readonly user: ChatConversation_user$key;
  readonly onStartedElsewhere: () => void;
  readonly focusComposer: boolean;
}

function Conversation({ user, onStartedElsewhere, focusComposer }: ConversationProps) {
  const partner = useFragment(
    graphql`
      fragment ChatConversation_user on User {
        id
        databaseId
        username
        name
        online
        deleted
        viewerMessageRefusal
        ...PresenceAvatar_user
        conversationWithViewer {
          id
          unreadCount
          # the stand-in once the partner deleted their account while the chat was open
          partner {
            deleted
            name
            ...PresenceAvatar_user
          }
          ...ConversationOptionsMenu_conversation
          # The newest message, the one opening the conversation marks read.
          lastMessage {
            id
            ...ConversationListItem_lastMessage
          }
          ...MessageList_conversation
        }
      }
    `,
    user,
  );
  const conversation = partner.conversationWithViewer ?? null;
  const { send, failed, retry, discard } = useSendMessage({
    id: partner.id,
    conversationId: conversation?.id ?? null,
    // their settings changed while the chat was open: read them again, so the composer gives way to why
    onNotAccepted: onStartedElsewhere,
  });
  // the partner deleted their account while the chat was open: it is the stand-in's now, as a reload shows
  const leftMeanwhile = conversation?.partner.deleted ? conversation.partner : null;
  const closed = whyClosed({ ...partner, deleted: partner.deleted || leftMeanwhile !== null });
  const typingSignal = useTypingSignal(partner.id);
  const partnerTyping = usePartnerTyping(partner.id);
  const deleteMessage = useDeleteMessage();
  useMarkRead(conversation?.id ?? null, conversation?.unreadCount ?? 0, conversation?.lastMessage.id ?? null);

  return (
    <>
      <ChatHeader backToList>
        {partner.deleted || leftMeanwhile ? (
          // a deleted account has no profile to go to
          <div className="flex min-w-0 items-center gap-3">
            <PresenceAvatar user={leftMeanwhile ?? partner} />
            <h2 className="truncate text-sm font-semibold text-slate-900">{(leftMeanwhile ?? partner).name}</h2>
          </div>
        ) : (
          <Link to={profilePath(partner)} className="flex min-w-0 items-center gap-3 rounded-lg">
            <PresenceAvatar user={partner} />
            <div className="min-w-0">
              <h2 className="truncate text-sm font-semibold text-slate-900">{partner.username}</h2>
              <span aria-live="polite" className="block truncate text-xs text-slate-500">
                {partnerTyping ? "typing…" : partner.online ? "Online" : partner.name}
              </span>
            </div>
          </Link>
        )}
        {conversation && <ConversationOptionsMenu conversation={conversation} partnerName={partner.username} />}
      </ChatHeader>
      {!conversation && <FirstMessageWatch partnerId={partner.id} onStarted={onStartedElsewhere} />}
      <MessageList
        conversation={conversation}
        partnerName={partner.username}
        onDelete={deleteMessage}
        closed={closed !== null}
      >
        {failed.length > 0 && <FailedMessages messages={failed} onRetry={closed ? null : retry} onDiscard={discard} />}
      </MessageList>
      {closed ? (
        <p role="status" className="border-t border-slate-200 px-4 py-4 text-center text-sm text-slate-600">
          {conversation ? `${closed} You can read your conversation, but not reply.` : closed}
        </p>
      ) : (
        <MessageComposer
          onSend={(text) => {
            typingSignal.stopped();
            send(text);
          }}
          onTextChange={typingSignal.typing}
          focusOnMount={focusComposer}
        />
      )}
    </>
  );
}

/**
 * Why the viewer cannot write here, said in place of the message box before anything is typed, or
 * null when they can. The server's rule decides (User.viewerMessageRefusal, the one sendMessage
 * follows); someone who blocked the viewer is told as their setting is (docs/security.md).
 */
function whyClosed(partner: {
  readonly deleted: boolean;
  readonly username: string;
  readonly viewerMessageRefusal: string | null | undefined;
}): string | null {
  if (partner.deleted) return "This account was deleted.";
  if (partner.viewerMessageRefusal === "VIEWER_BLOCKED") return `You blocked ${partner.username}.`;
  if (partner.viewerMessageRefusal === "NOT_ACCEPTED") return `${partner.username} does not accept messages from you.`;
  return null;
}

function FirstMessageWatch({ partnerId, onStarted }: { partnerId: string; onStarted: () => void }) {
  useConversationStarted(partnerId, onStarted);
  return null;
}

function Unavailable({ text }: { text: string }) {
  return (
    <>
      <ChatHeader backToList>
        <h2 className="text-sm font-semibold text-slate-900">Select a user to start chatting</h2>
      </ChatHeader>
      <div className="flex h-[500px] flex-col items-center justify-center gap-3 px-6 text-center text-sm text-slate-500">
        <ExclamationCircleIcon className="size-10 text-slate-300" />
        <p>{text}</p>
      </div>
      <MessageComposer onSend={null} />
    </>
  );
}
