import { useEffect } from "react";
import { useParams } from "react-router-dom";
import { useToast } from "../../toast/useToast";

/** The profile's databaseId from the address; a missing one is reported ("User ID is missing"). */
export function useRouteUserId(): string | null {
  const { userId } = useParams();
  const { showToast } = useToast();
  const missing = !userId;

  useEffect(() => {
    if (missing) showToast("User ID is missing", "error");
  }, [missing, showToast]);

  return userId || null;
}
