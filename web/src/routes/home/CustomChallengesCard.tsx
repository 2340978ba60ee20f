import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router-dom";
import { Card } from "../../components/Card";
import { GridIcon, HandIcon } from "../../components/icons";
import { LOBBY_PATH } from "../challenges/gamePaths";

interface Challenge {
  readonly name: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** false: the game is not playable yet; its card says "Coming soon" and leads nowhere */
  readonly playable: boolean;
}

// Tic-tac-toe is the one game there is; Rock-Paper-Scissors is announced, not offered (it used to
// open the tic-tac-toe lobby). No "people joined" figure: the app keeps none worth showing.
const challenges: readonly Challenge[] = [
  { name: "Tic-Tac-Toe", Icon: GridIcon, playable: true },
  { name: "Rock-Paper-Scissors", Icon: HandIcon, playable: false },
];

export function CustomChallengesCard() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Custom Challenges</h2>
      <ul className="mt-4 space-y-3">
        {challenges.map(({ name, Icon, playable }) => (
          <li key={name} className="rounded-xl border border-slate-100 bg-slate-50/60 p-3">
            <div className="flex items-center gap-3">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
                <Icon className="size-5" />
              </span>
              <p className="text-sm font-semibold text-slate-800">{name}</p>
            </div>
            <div className="mt-3 flex items-center justify-end gap-2">
              {playable ? (
                <Link
                  to={LOBBY_PATH}
                  aria-label={`Join now: ${name}`}
                  className="shrink-0 rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
                >
                  Join now
                </Link>
              ) : (
                <p className="shrink-0 rounded-full bg-slate-200 px-3 py-1.5 text-xs font-semibold text-slate-700">
                  Coming soon
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
