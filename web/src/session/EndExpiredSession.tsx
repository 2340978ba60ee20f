import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { markSessionEnded } from "./endedSession";
import { returnToState } from "./returnTo";
import { useSession } from "./useSession";

/** A stored token the server no longer accepts: drop the session and send the visitor to /register (and back here after logging in). */
export function EndExpiredSession() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    markSessionEnded();
    signOut();
    navigate("/register", { replace: true, state: returnToState(location) });
    // once, with the page the session ended on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signOut, navigate]);
  return null;
}
