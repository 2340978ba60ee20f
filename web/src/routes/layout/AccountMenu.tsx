import { Menu, MenuButton, MenuHeading, MenuItem, MenuItems, MenuSection, MenuSeparator } from "@headlessui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link, useNavigate } from "react-router-dom";
import { Avatar } from "../../components/Avatar";
import { useAppMutation } from "../../mutations/useAppMutation";
import { useSession } from "../../session/useSession";
import type { AccountMenu_viewer$key } from "./__generated__/AccountMenu_viewer.graphql";
import type { AccountMenuLogOutMutation } from "./__generated__/AccountMenuLogOutMutation.graphql";
import { LOBBY_PATH } from "../challenges/gamePaths";
import { EXPLORE_PATH } from "../explore/explorePath";
import { MODERATION_PATH } from "../moderation/moderationPath";
import { PEOPLE_PATH } from "../people/peoplePath";
import { ShortcutsHelpDialog } from "../../shortcuts/ShortcutsHelpDialog";
import { profilePath } from "../../users/profilePath";

const itemClassName =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

export function AccountMenu({ viewer }: { viewer: AccountMenu_viewer$key }) {
  const user = useFragment(
    graphql`
      fragment AccountMenu_viewer on User {
        databaseId
        username
        isModerator
        profileImage {
          url
        }
      }
    `,
    viewer,
  );
  const { signOut } = useSession();
  const navigate = useNavigate();
  // `?` opens the list too; this is where people who do not know that find it
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const [commitLogOut, isLoggingOut] = useAppMutation<AccountMenuLogOutMutation>(graphql`
    mutation AccountMenuLogOutMutation {
      logOut {
        tokenRevoked
      }
    }
  `);

  // The server revokes this device's token first (a copy of it left anywhere proves nothing);
  // unreachable or not, the session then ends here.
  const logOut = () => {
    const endHere = () => {
      signOut();
      navigate("/register", { replace: true });
    };
    commitLogOut({
      variables: {},
      onDone: endHere,
      failure: "This device could not be logged out on the server.",
      onFailed: endHere,
    });
  };

  return (
    <>
      <Menu as="div" className="relative">
        {/* Named by the username, which phones do not show: not by the picture as well. */}
        <MenuButton
          aria-label={user.username}
          className="flex items-center gap-2 rounded-full p-1 pr-1 hover:bg-slate-100 sm:pr-3"
        >
          <Avatar src={user.profileImage.url} alt="" size="sm" />
          <span className="hidden max-w-32 truncate text-sm font-semibold text-slate-800 sm:inline">
            {user.username}
          </span>
        </MenuButton>
        <MenuItems
          anchor={{ to: "bottom end", gap: 8 }}
          className="z-40 w-56 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
        >
          <MenuSection>
            <MenuHeading className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
              My Account
            </MenuHeading>
            <MenuItem>
              <Link to={profilePath({ ...user, isViewer: true })} className={itemClassName}>
                My Profile
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to="/settings" className={itemClassName}>
                Settings
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to="/settings/access-tokens" className={itemClassName}>
                Access tokens
              </Link>
            </MenuItem>
            {user.isModerator && (
              <MenuItem>
                <Link to={MODERATION_PATH} className={itemClassName}>
                  Moderation
                </Link>
              </MenuItem>
            )}
          </MenuSection>
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          {/* Where the home page's side columns lead: from any page, and on screens too narrow for the columns */}
          <MenuSection>
            <MenuItem>
              <Link to={EXPLORE_PATH} className={itemClassName}>
                Explore
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to={PEOPLE_PATH} className={itemClassName}>
                Suggested People
              </Link>
            </MenuItem>
            <MenuItem>
              <Link to={LOBBY_PATH} className={itemClassName}>
                Tic-Tac-Toe
              </Link>
            </MenuItem>
          </MenuSection>
          <MenuSeparator className="my-1 h-px bg-slate-100" />
          <MenuItem>
            <button
              type="button"
              onClick={() => setShortcutsOpen(true)}
              aria-keyshortcuts="?"
              className={`${itemClassName} flex items-center justify-between gap-2`}
            >
              Keyboard shortcuts
              <kbd
                aria-hidden="true"
                className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs text-slate-600"
              >
                ?
              </kbd>
            </button>
          </MenuItem>
          <MenuItem>
            <button type="button" onClick={logOut} disabled={isLoggingOut} className={itemClassName}>
              Log out
            </button>
          </MenuItem>
        </MenuItems>
      </Menu>
      <ShortcutsHelpDialog open={shortcutsOpen} onClose={() => setShortcutsOpen(false)} />
    </>
  );
}
