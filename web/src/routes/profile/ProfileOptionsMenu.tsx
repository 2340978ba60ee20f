import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { EllipsisIcon } from "../../components/icons";
import { ConfirmDialog } from "../../components/overlay/ConfirmDialog";
import { ReportDialog } from "../../moderation/ReportDialog";
import type { ProfileOptionsMenu_user$key } from "./__generated__/ProfileOptionsMenu_user.graphql";
import { useSafetySwitches } from "../../users/useSafetySwitches";

const ITEM =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

/** Another person's profile menu: mute or unmute, block or unblock, report. */
export function ProfileOptionsMenu({ user }: { readonly user: ProfileOptionsMenu_user$key }) {
  const data = useFragment(
    graphql`
      fragment ProfileOptionsMenu_user on User {
        id
        username
        viewerHasBlocked
        viewerHasMuted
      }
    `,
    user,
  );
  const [reporting, setReporting] = useState(false);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const switches = useSafetySwitches();

  return (
    <>
      <Menu>
        <MenuButton className="rounded-lg border border-slate-300 px-2.5 py-2 text-slate-600 hover:bg-slate-100 hover:text-slate-800">
          <EllipsisIcon className="size-5" />
          <span className="sr-only">More options for {data.username}</span>
        </MenuButton>
        <MenuItems
          anchor={{ to: "bottom end", gap: 4 }}
          className="z-30 w-48 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
        >
          {!data.viewerHasBlocked && (
            <MenuItem>
              <button
                type="button"
                className={ITEM}
                onClick={() => (data.viewerHasMuted ? switches.unmute : switches.mute).run(data)}
              >
                {data.viewerHasMuted ? "Unmute" : "Mute"} {data.username}
              </button>
            </MenuItem>
          )}
          <MenuItem>
            {data.viewerHasBlocked ? (
              <button type="button" className={ITEM} onClick={() => switches.unblock.run(data)}>
                Unblock {data.username}
              </button>
            ) : (
              <button
                type="button"
                className={`${ITEM} text-red-700 data-focus:text-red-800`}
                onClick={() => setConfirmingBlock(true)}
              >
                Block {data.username}
              </button>
            )}
          </MenuItem>
          <MenuItem>
            <button type="button" className={ITEM} onClick={() => setReporting(true)}>
              Report {data.username}
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ConfirmDialog
        open={confirmingBlock}
        title={`Block ${data.username}?`}
        message="They won't see your profile or posts, and can't follow you, comment, like, message you or invite you to play. Follows between you end. They aren't told."
        confirmLabel="Block"
        onConfirm={() => switches.block.run(data)}
        onCancel={() => setConfirmingBlock(false)}
      />
      <ReportDialog open={reporting} onClose={() => setReporting(false)} subjectId={data.id} what="profile" />
    </>
  );
}
