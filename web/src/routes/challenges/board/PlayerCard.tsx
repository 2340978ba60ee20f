import { Avatar } from "../../../components/Avatar";
import { markOf, type Team } from "./boardRules";

export interface PlayerCardPlayer {
  readonly name: string;
  /** Null for the local game's teams, which are nobody in particular. */
  readonly username: string | null;
  readonly imageUrl: string | null;
}

interface PlayerCardProps {
  readonly player: PlayerCardPlayer;
  readonly team: Team;
  /** Highlights the card: the player to move, or the winner. */
  readonly highlighted?: boolean;
  readonly badge?: string;
}

/** A player's name, avatar and mark, on the board and in the end overlay. */
export function PlayerCard({ player, team, highlighted = false, badge }: PlayerCardProps) {
  const mark = markOf(team);
  return (
    <div
      className={`flex min-w-0 items-center gap-3 rounded-xl border p-3 ${
        highlighted ? "border-brand-500 bg-brand-50 ring-1 ring-brand-500" : "border-slate-200 bg-white"
      }`}
    >
      {player.imageUrl ? (
        <Avatar src={player.imageUrl} alt={`${player.name}'s profile picture`} fallbackName={player.name} />
      ) : (
        <span
          aria-hidden="true"
          className={`flex size-10 shrink-0 items-center justify-center rounded-full text-lg font-black ${
            mark === "X" ? "bg-brand-100 text-brand-700" : "bg-rose-100 text-rose-700"
          }`}
        >
          {mark}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{player.name}</p>
        <p className="truncate text-xs text-slate-600">
          Plays {mark}
          {player.username && <> · @{player.username}</>}
        </p>
      </div>
      {badge && (
        <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
          {badge}
        </span>
      )}
    </div>
  );
}
