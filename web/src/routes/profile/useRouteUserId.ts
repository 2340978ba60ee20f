import { useParams } from "react-router-dom";

/**
 * The profile's databaseId (or /@username) from the address, or null for a bare /profile: that is
 * the viewer's own profile, reached by a bookmark or a reload, so it is no error to report.
 */
export function useRouteUserId(): string | null {
  const { userId } = useParams();
  return userId || null;
}
