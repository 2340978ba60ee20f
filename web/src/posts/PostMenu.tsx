import { Menu, MenuButton, MenuItem, MenuItems } from "@headlessui/react";
import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { EllipsisIcon } from "../components/icons";
import { ConfirmDialog, DELETE_POST_CONFIRMATION } from "../components/overlay/ConfirmDialog";
import { ReportDialog } from "../moderation/ReportDialog";
import { useToggleFollow } from "../users/useToggleFollow";
import type { PostMenu_post$key } from "./__generated__/PostMenu_post.graphql";
import { EditPostDialog } from "./EditPostDialog";
import { useDeletePost } from "./useDeletePost";

const itemClassName =
  "block w-full rounded-lg px-3 py-2 text-left text-sm text-slate-700 data-focus:bg-slate-100 data-focus:text-slate-900";

export function PostMenu({ post }: { post: PostMenu_post$key }) {
  const data = useFragment(
    graphql`
      fragment PostMenu_post on Post {
        id
        viewerCanEdit
        author {
          id
          username
          isViewer
          viewerIsFollowing
        }
        ...EditPostDialog_post
      }
    `,
    post,
  );
  const toggleFollow = useToggleFollow();
  const deletePost = useDeletePost();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { author } = data;

  return (
    <>
      <Menu>
        <MenuButton className="rounded-full p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700">
          <EllipsisIcon className="size-5" />
          <span className="sr-only">Post options</span>
        </MenuButton>
        <MenuItems
          anchor={{ to: "bottom end", gap: 4 }}
          className="z-30 w-44 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg outline-none"
        >
          {!author.isViewer && (
            <MenuItem>
              <button type="button" onClick={() => toggleFollow(author)} className={itemClassName}>
                {author.viewerIsFollowing ? "Unfollow" : "Follow"}
              </button>
            </MenuItem>
          )}
          {!author.isViewer && (
            <MenuItem>
              <button type="button" onClick={() => setReporting(true)} className={itemClassName}>
                Report Post
              </button>
            </MenuItem>
          )}
          {data.viewerCanEdit && (
            <>
              <MenuItem>
                <button type="button" onClick={() => setEditing(true)} className={itemClassName}>
                  Edit Post
                </button>
              </MenuItem>
              <MenuItem>
                <button
                  type="button"
                  onClick={() => setConfirmingDelete(true)}
                  className={`${itemClassName} text-red-700 data-focus:text-red-800`}
                >
                  Delete Post
                </button>
              </MenuItem>
            </>
          )}
        </MenuItems>
      </Menu>
      {!author.isViewer && (
        <ReportDialog open={reporting} onClose={() => setReporting(false)} subjectId={data.id} what="post" />
      )}
      {data.viewerCanEdit && <EditPostDialog post={data} open={editing} onClose={() => setEditing(false)} />}
      {data.viewerCanEdit && (
        <ConfirmDialog
          open={confirmingDelete}
          {...DELETE_POST_CONFIRMATION}
          onConfirm={() => deletePost(data.id)}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
    </>
  );
}
