import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useSession } from "./useSession";

/** A stored token the server no longer accepts: drop the session and send the visitor to /register. */
export function EndExpiredSession() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    signOut();
    navigate("/register", { replace: true });
  }, [signOut, navigate]);
  return null;
}
