import { graphql, useFragment } from "react-relay";
import { Link, NavLink } from "react-router-dom";
import { CompassIcon, HomeIcon } from "../../components/icons";
import { Logo } from "../../components/Logo";
import { EXPLORE_PATH } from "../explore/explorePath";
import type { AppHeader_query$key } from "./__generated__/AppHeader_query.graphql";
import type { AppHeader_viewer$key } from "./__generated__/AppHeader_viewer.graphql";
import { AccountMenu } from "./AccountMenu";
import { MessagesLink } from "./MessagesLink";
import { NotificationBell } from "./NotificationBell";

/** Home and Explore: words beside icons, from sm (the phone's bottom bar has them below it). */
const sectionLinkClassName = ({ isActive }: { isActive: boolean }) =>
  `hidden items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold sm:inline-flex ${
    isActive ? "bg-brand-50 text-brand-700" : "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
  }`;

const iconLinkClassName =
  "relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 hover:text-slate-900";

interface AppHeaderProps {
  readonly viewer: AppHeader_viewer$key;
  readonly query: AppHeader_query$key;
}

export function AppHeader({ viewer, query }: AppHeaderProps) {
  const data = useFragment(
    graphql`
      fragment AppHeader_viewer on User {
        ...AccountMenu_viewer
        ...MessagesLink_viewer
      }
    `,
    viewer,
  );
  const root = useFragment(
    graphql`
      fragment AppHeader_query on Query {
        ...NotificationBell_query
      }
    `,
    query,
  );

  return (
    // Stays at the top, but on a short screen (400 % zoom) where it would hide most of the page.
    <header
      data-app-header
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/90 backdrop-blur short:static"
    >
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex items-center gap-2 rounded-lg">
          <Logo />
          <span className="text-lg font-bold tracking-tight text-slate-900">SkySocial</span>
        </Link>
        <div className="flex items-center gap-1 sm:gap-2">
          <NavLink to="/" end className={sectionLinkClassName}>
            <HomeIcon className="size-5" />
            Home
          </NavLink>
          <NavLink to={EXPLORE_PATH} className={sectionLinkClassName}>
            <CompassIcon className="size-5" />
            Explore
          </NavLink>
          <MessagesLink viewer={data} className={iconLinkClassName} />
          <NotificationBell query={root} />
          <AccountMenu viewer={data} />
        </div>
      </nav>
    </header>
  );
}
