import { Navigate, useParams } from "react-router-dom";
import { Card } from "../../components/Card";
import { PageFrame } from "../../components/PageFrame";
import { useUser } from "../../session/useUser";

export function UserProfileRoute() {
  const { userId } = useParams();
  const me = useUser();

  if (userId === me.databaseId) return <Navigate to={`/profile/${me.databaseId}`} replace />;

  return (
    <PageFrame title="Profile">
      <Card className="px-6 py-12 text-center text-sm text-slate-500">
        <p>Other people&apos;s profiles are not available yet.</p>
      </Card>
    </PageFrame>
  );
}
