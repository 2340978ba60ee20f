import { useCallback } from "react";
import { graphql, readInlineData } from "react-relay";
import { useLocation, useNavigate } from "react-router-dom";
import { returnToOf } from "../../session/returnTo";
import { useSession } from "../../session/useSession";
import { useToast } from "../../toast/useToast";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";

const authPayloadFragment = graphql`
  fragment useCompleteSignIn_authPayload on SessionPayload @inline {
    token
    viewer {
      id
      databaseId
      username
      profileImage {
        url
      }
    }
  }
`;

/** Stores the session from a successful login or signup, says so, and opens the page the visitor was going to (else home). */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    (payloadKey: useCompleteSignIn_authPayload$key, successMessage: string) => {
      signIn(readInlineData(authPayloadFragment, payloadKey));
      showToast(successMessage, "success");
      navigate(returnToOf(location.state), { replace: true });
    },
    [signIn, showToast, navigate, location.state],
  );
}
