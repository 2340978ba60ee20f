import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router-dom";
import { Drawer } from "../../components/overlay/Drawer";
import { followRequestsPath } from "../follow-requests/followRequestsPath";
import type { OwnProfileActions_user$key } from "./__generated__/OwnProfileActions_user.graphql";
import { EditProfileForm } from "./EditProfileForm";
import { UpdatePasswordForm } from "./UpdatePasswordForm";

type OpenDrawer = "profile" | "password" | null;

const buttonClassName =
  "rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50";

/** The own profile's Edit Profile and Update Password drawers (each closes after a successful save), and a private account's follow requests. */
export function OwnProfileActions({ user }: { user: OwnProfileActions_user$key }) {
  const data = useFragment(
    graphql`
      fragment OwnProfileActions_user on User {
        isPrivate
        ...EditProfileForm_user
      }
    `,
    user,
  );
  const [open, setOpen] = useState<OpenDrawer>(null);
  const close = () => setOpen(null);

  return (
    <>
      <button type="button" onClick={() => setOpen("profile")} className={buttonClassName}>
        Edit Profile
      </button>
      <button type="button" onClick={() => setOpen("password")} className={buttonClassName}>
        Update Password
      </button>
      {/* a private account's requests wait here too, not only behind the bell */}
      {data.isPrivate && (
        <Link to={followRequestsPath} className={buttonClassName}>
          Follow requests
        </Link>
      )}
      <Drawer open={open === "profile"} onClose={close} title="Edit Profile">
        <EditProfileForm user={data} onUpdated={close} />
      </Drawer>
      <Drawer open={open === "password"} onClose={close} title="Update Password">
        <UpdatePasswordForm onUpdated={close} />
      </Drawer>
    </>
  );
}
