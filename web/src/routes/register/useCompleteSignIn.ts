import { useCallback } from "react";
import { graphql, readInlineData } from "react-relay";
import { useNavigate } from "react-router-dom";
import { useSession } from "../../session/useSession";
import { useToast } from "../../toast/useToast";
import type { useCompleteSignIn_authPayload$key } from "./__generated__/useCompleteSignIn_authPayload.graphql";

const authPayloadFragment = graphql`
  fragment useCompleteSignIn_authPayload on AuthPayload @inline {
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

/** Stores the session from a successful login or signup, says so, and opens the home page. */
export function useCompleteSignIn() {
  const { signIn } = useSession();
  const { showToast } = useToast();
  const navigate = useNavigate();

  return useCallback(
    (payloadKey: useCompleteSignIn_authPayload$key, successMessage: string) => {
      signIn(readInlineData(authPayloadFragment, payloadKey));
      showToast(successMessage, "success");
      navigate("/", { replace: true });
    },
    [signIn, showToast, navigate],
  );
}
