import { useCallback } from "react";
import { deviceSetting } from "../../../storage/deviceSetting";

// The turn length the viewer invites with, remembered on this device: someone who needs the
// relaxed clock picks it once. Every list on the lobby shares it (both lists render; one shows).
const turnSeconds = deviceSetting("skysocial.turnSeconds");

/** The chosen turn length if it is still one of `choices`, else `standard`; and the setter. */
export function useTurnLengthChoice(
  choices: readonly number[],
  standard: number,
): [turnSeconds: number, choose: (seconds: number) => void] {
  const value = Number(turnSeconds.use());
  // nothing stored, or storage refused (a private window's policy): the standard clock it is
  const remembered = Number.isInteger(value) && value > 0 ? value : null;
  const choose = useCallback((seconds: number) => void turnSeconds.set(String(seconds)), []);
  return [remembered !== null && choices.includes(remembered) ? remembered : standard, choose];
}
