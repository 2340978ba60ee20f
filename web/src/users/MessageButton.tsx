import { Link } from "react-router-dom";
import { conversationPath, OPENED_TO_WRITE } from "../routes/chats/chatNavigation";

/** On another user's profile: opens (or starts) the viewer's conversation with them. */
export function MessageButton({ userId }: { userId: string }) {
  return (
    <Link
      to={conversationPath(userId)}
      state={OPENED_TO_WRITE}
      className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
    >
      Message
    </Link>
  );
}
