import type { ComponentType, SVGProps } from "react";
import { NavLink } from "react-router-dom";
import { CompassIcon, GridIcon, HomeIcon, UserIcon, UsersIcon } from "../../components/icons";
import { useUser } from "../../session/useUser";
import { LOBBY_PATH } from "../challenges/gamePaths";
import { EXPLORE_PATH } from "../explore/explorePath";
import { PEOPLE_PATH } from "../people/peoplePath";
import { profilePath } from "../../users/profilePath";

interface Destination {
  readonly to: string;
  readonly label: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/**
 * The phone's way around, below md: there the home page's side columns (the mini profile, Custom
 * Challenges, Suggested People) are hidden, and the header has no room for
 * more. From md the columns and the header carry these places, so the bar goes. On a short screen
 * (400 % zoom) it ends the page instead of staying over it.
 */
export function BottomNav() {
  const viewer = useUser();
  const destinations: readonly Destination[] = [
    { to: "/", label: "Home", Icon: HomeIcon },
    { to: EXPLORE_PATH, label: "Explore", Icon: CompassIcon },
    { to: PEOPLE_PATH, label: "People", Icon: UsersIcon },
    { to: LOBBY_PATH, label: "Play", Icon: GridIcon },
    { to: profilePath({ ...viewer, isViewer: true }), label: "Profile", Icon: UserIcon },
  ];

  return (
    <nav
      aria-label="Sections"
      data-bottom-nav
      className="fixed inset-x-0 bottom-0 z-30 border-t short:static border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto grid h-16 max-w-md grid-cols-5">
        {destinations.map(({ to, label, Icon }) => (
          <li key={to} className="flex">
            <NavLink
              to={to}
              // Home is active on / only; the lobby also while a game's board is open.
              end={to === "/"}
              className={({ isActive }) =>
                `flex flex-1 flex-col items-center justify-center gap-1 text-xs font-semibold ${
                  isActive ? "text-brand-700" : "text-slate-600 hover:text-slate-900"
                }`
              }
            >
              <Icon className="size-6" />
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
