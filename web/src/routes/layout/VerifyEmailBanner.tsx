import { graphql, useFragment } from "react-relay";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useToast } from "../../toast/useToast";
import type { VerifyEmailBanner_viewer$key } from "./__generated__/VerifyEmailBanner_viewer.graphql";
import type { VerifyEmailBannerMutation } from "./__generated__/VerifyEmailBannerMutation.graphql";

/** Above every signed-in screen while the viewer's address is unconfirmed: why it matters, and the link again. */
export function VerifyEmailBanner({ viewer }: { readonly viewer: VerifyEmailBanner_viewer$key }) {
  const { email, emailVerified } = useFragment(
    graphql`
      fragment VerifyEmailBanner_viewer on User {
        email
        emailVerified
      }
    `,
    viewer,
  );
  const { showToast } = useToast();
  const [commit, sending] = useAppMutation<VerifyEmailBannerMutation>(graphql`
    mutation VerifyEmailBannerMutation {
      sendVerificationEmail {
        ... on SendVerificationEmailPayload @alias(as: "sent") {
          email
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  if (emailVerified !== false) return null;

  const sendAgain = () =>
    commit({
      variables: {},
      onDone: ({ sent }) => {
        if (sent) showToast(`We sent a new link to ${sent.email}.`, "success");
      },
      failure: "The link could not be sent. Please try again.",
      tooManyRequests: "We sent you several links already. Please look for them, or try again in an hour.",
    });

  return (
    <div role="region" aria-label="Confirm your email address" className="border-b border-amber-200 bg-amber-50">
      <div className="flex flex-col gap-x-4 gap-y-2 px-4 py-2.5 text-sm text-amber-950 sm:flex-row sm:items-center sm:px-6">
        <p className="min-w-0 flex-1">
          Please confirm your email address: follow the link we sent to{" "}
          <span className="font-semibold [overflow-wrap:anywhere]">{email}</span>. It is how you can get back into your
          account if you forget your password.
        </p>
        <button
          type="button"
          onClick={sendAgain}
          aria-disabled={sending || undefined}
          className="self-start rounded-lg border border-amber-300 bg-white px-3 py-1.5 font-semibold whitespace-nowrap text-amber-950 hover:bg-amber-100 focus-visible:ring-2 focus-visible:ring-amber-600 focus-visible:outline-none aria-disabled:cursor-wait sm:self-auto"
        >
          {sending ? "Sending…" : "Send the link again"}
        </button>
      </div>
    </div>
  );
}
