import type { ComponentType, SVGProps } from "react";
import { Link } from "react-router-dom";
import { Card } from "../../components/Card";
import { GridIcon, HandIcon } from "../../components/icons";

interface Challenge {
  readonly name: string;
  readonly Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

// Both entries lead to the tic-tac-toe lobby: Rock-Paper-Scissor is only teased in this version.
const challenges: readonly Challenge[] = [
  { name: "Tic-Tac-Toe", Icon: GridIcon },
  { name: "Rock-Paper-Scissor", Icon: HandIcon },
];

export function CustomChallengesCard() {
  return (
    <Card className="p-5">
      <h2 className="text-base font-semibold text-slate-900">Custom Challenges</h2>
      <ul className="mt-4 space-y-3">
        {challenges.map(({ name, Icon }) => (
          <li key={name} className="flex items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-slate-800">{name}</p>
              <p className="text-xs text-slate-500">4k+ people joined</p>
            </div>
            <Link
              to="/custom-challenges/tic-tac-toe"
              aria-label={`Join now: ${name}`}
              className="rounded-full bg-brand-600 px-3 py-1.5 text-xs font-semibold text-white hover:bg-brand-700"
            >
              Join now
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
