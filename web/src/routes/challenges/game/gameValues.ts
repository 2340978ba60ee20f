import type { Mark, Team } from "../board/boardRules";

// Relay types server enums as open (a newer server may add values): these keep what the board knows.

export function asMark(value: string | null | undefined): Mark | null {
  return value === "X" || value === "O" ? value : null;
}

export function asTeam(value: string | null | undefined): Team | null {
  return value === "TEAM_1" || value === "TEAM_2" ? value : null;
}
