import { Link } from "react-router-dom";

/** On another user's profile: opens (or starts) the viewer's conversation with them. */
export function MessageButton({ userId }: { userId: string }) {
  return (
    <Link
      to={`/chats?with=${userId}`}
      className="rounded-lg border border-slate-300 bg-white px-5 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
    >
      Message
    </Link>
  );
}
