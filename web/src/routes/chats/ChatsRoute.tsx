import { Suspense } from "react";
import { useLocation, useSearchParams } from "react-router-dom";
import { Card } from "../../components/Card";
import { ChatBubbleIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";
import { Spinner } from "../../components/Spinner";
import { wantsComposerFocus } from "./chatNavigation";
import { ChatConversation } from "./conversation/ChatConversation";
import { ChatHeader } from "./conversation/ChatHeader";
import { ChatUserSearch } from "./list/ChatUserSearch";
import { ConversationList } from "./list/ConversationList";
import { ConversationListSkeleton } from "./list/ConversationListSkeleton";
import { MessageComposer } from "./MessageComposer";

/**
 * The chat: conversation partners on the left, the chosen conversation (`?with=<userId>`) on the
 * right. Phones show one at a time: the list until someone is chosen, then the conversation with a
 * way back.
 */
export function ChatsRoute() {
  const [params] = useSearchParams();
  const partnerId = params.get("with");
  const focusComposer = wantsComposerFocus(useLocation().state);

  return (
    <PageFrame title="Chats">
      <div className="grid gap-6 md:grid-cols-[300px_minmax(0,1fr)]">
        <Card className={`${partnerId ? "hidden md:flex" : "flex"} max-h-[630px] flex-col p-4`}>
          <h2 className="sr-only">Conversations</h2>
          <ChatUserSearch />
          <Suspense fallback={<ConversationListSkeleton />}>
            <ConversationList selectedUserId={partnerId} />
          </Suspense>
        </Card>
        <Card className={`${partnerId ? "flex" : "hidden md:flex"} flex-col`}>
          {partnerId ? (
            <Suspense key={partnerId} fallback={<ConversationLoading />}>
              <ChatConversation key={partnerId} userId={partnerId} focusComposer={focusComposer} />
            </Suspense>
          ) : (
            <NoConversation />
          )}
        </Card>
      </div>
    </PageFrame>
  );
}

function NoConversation() {
  return (
    <>
      <ChatHeader backToList={false}>
        <h2 className="text-sm font-semibold text-slate-900">Select a user to start chatting</h2>
      </ChatHeader>
      <div className="flex h-[500px] flex-col items-center justify-center gap-3 text-slate-400">
        <ChatBubbleIcon className="size-12" />
      </div>
      <MessageComposer onSend={null} />
    </>
  );
}

function ConversationLoading() {
  return (
    <>
      <ChatHeader backToList>
        <span className="h-10 w-40 animate-pulse rounded-lg bg-slate-100" />
      </ChatHeader>
      <div role="status" className="flex h-[500px] items-center justify-center text-slate-500">
        <Spinner className="size-6 text-brand-600" />
        <span className="sr-only">Loading the conversation</span>
      </div>
      <MessageComposer onSend={null} disabled />
    </>
  );
}
