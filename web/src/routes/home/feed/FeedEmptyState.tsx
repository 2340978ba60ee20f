import { Card } from "../../../components/Card";
import { UsersIcon } from "../../../components/icons";

export function FeedEmptyState() {
  return (
    <Card className="px-6 py-12 text-center">
      <UsersIcon className="mx-auto size-10 text-brand-500" />
      <p className="mx-auto mt-4 max-w-md text-sm text-slate-600">
        You&apos;re not following anyone yet. Explore users and start following them to see posts in your feed!
      </p>
    </Card>
  );
}
