import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { graphql, useFragment } from "react-relay";
import { EllipsisIcon } from "../../../components/icons";
import { useAppMutation } from "../../../mutations/useAppMutation";
import { useToast } from "../../../toast/useToast";
import type { ConversationOptionsMenu_conversation$key } from "./__generated__/ConversationOptionsMenu_conversation.graphql";
import type { ConversationOptionsMenuMuteMutation } from "./__generated__/ConversationOptionsMenuMuteMutation.graphql";

/** A conversation's menu: mute it (its messages arrive but raise no badge) or unmute it. */
export function ConversationOptionsMenu({
  conversation,
  partnerName,
}: {
  readonly conversation: ConversationOptionsMenu_conversation$key;
  readonly partnerName: string;
}) {
  const data = useFragment(
    graphql`
      fragment ConversationOptionsMenu_conversation on Conversation {
        id
        viewerHasMuted
      }
    `,
    conversation,
  );
  const { showToast } = useToast();
  const [commit] = useAppMutation<ConversationOptionsMenuMuteMutation>(graphql`
    mutation ConversationOptionsMenuMuteMutation($input: SetConversationMutedInput!) {
      setConversationMuted(input: $input) {
        ... on SetConversationMutedPayload {
          conversation {
            id
            viewerHasMuted
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const muted = data.viewerHasMuted;
  const toggle = () =>
    commit({
      variables: { input: { conversationId: data.id, muted: !muted } },
      optimisticUpdater: (store) => store.get(data.id)?.setValue(!muted, "viewerHasMuted"),
      onDone: () =>
        showToast(
          muted ? "Conversation unmuted." : "Conversation muted. Its messages won't count in your badge.",
          "success",
        ),
      failure: "That did not work. Please try again.",
    });

  return (
    <Menu>
      <MenuButton className="ml-auto rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-800">
        <EllipsisIcon className="size-5" />
        <span className="sr-only">Options for your conversation with {partnerName}</span>
      </MenuButton>
      <MenuItems
        anchor={{ to: "bottom end", gap: 4 }}
        className="z-30 w-52 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
      >
        <MenuItem>
          <button
            type="button"
            onClick={toggle}
            className="block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900"
          >
            {muted ? "Unmute conversation" : "Mute conversation"}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
