import { Card } from "../../components/Card";
import { ChatBubbleIcon } from "../../components/icons";
import { PageFrame } from "../../components/PageFrame";

export function ChatsRoute() {
  return (
    <PageFrame title="Chats">
      <div className="grid gap-6 md:grid-cols-[280px_minmax(0,1fr)]">
        <Card className="hidden p-4 md:block">
          <h2 className="text-sm font-semibold text-slate-900">Conversations</h2>
          <p className="mt-3 text-sm text-slate-500">No conversations yet.</p>
        </Card>
        <Card className="flex h-[500px] flex-col">
          <div className="border-b border-slate-200 px-5 py-4">
            <h2 className="text-sm font-semibold text-slate-900">Select a user to start chatting</h2>
          </div>
          <div className="flex flex-1 flex-col items-center justify-center gap-3 text-slate-400">
            <ChatBubbleIcon className="size-12" />
          </div>
        </Card>
      </div>
    </PageFrame>
  );
}
