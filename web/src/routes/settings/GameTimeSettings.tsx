import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { RadioChoices } from "../../components/form/RadioChoices";
import { useAppMutation } from "../../mutations/useAppMutation";
import { longDuration } from "../challenges/gameTiming";
import type { GameTimeSettings_query$key } from "./__generated__/GameTimeSettings_query.graphql";
import type { GameTimeSettingsMutation } from "./__generated__/GameTimeSettingsMutation.graphql";
import { NOT_SAVED, SettingOutcome, type Outcome } from "./SettingOutcome";

type Setting = "invitationAnswerSeconds" | "turnSeconds";

/**
 * The time the viewer has in games, for someone who needs more than the standard: to answer an
 * invitation (5 s), and for each move in every game they play (30 s; the game takes the longest
 * either player asked for, and tells the other whose it is). Each is saved as soon as it is chosen.
 */
export function GameTimeSettings({ query }: { readonly query: GameTimeSettings_query$key }) {
  const data = useFragment(
    graphql`
      fragment GameTimeSettings_query on Query {
        viewer @required(action: THROW) {
          id
          invitationAnswerSeconds
          turnSeconds @required(action: THROW)
        }
        gameTimingChoices @required(action: THROW) {
          answerSeconds
          standardAnswerSeconds
          turnSeconds
          standardTurnSeconds
        }
      }
    `,
    query,
  );
  // Said under the group chosen in: one line under both left the answer window's under the other.
  const [outcomes, setOutcomes] = useState<Partial<Record<Setting, Outcome>>>({});
  const tell = (setting: Setting, outcome: Outcome | undefined) =>
    setOutcomes((shown) => ({ ...shown, [setting]: outcome }));
  const [commit] = useAppMutation<GameTimeSettingsMutation>(graphql`
    mutation GameTimeSettingsMutation($input: UpdateGameSettingsInput!) {
      updateGameSettings(input: $input) {
        ... on UpdateGameSettingsPayload {
          viewer {
            id
            invitationAnswerSeconds
            turnSeconds
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const { viewer, gameTimingChoices: choices } = data;

  const choose = (setting: Setting, seconds: number, savedText: string) => {
    // emptied first, so saving the same words again is announced again
    tell(setting, undefined);
    commit({
      variables: { input: { [setting]: seconds } },
      optimisticUpdater: (store) => store.get(viewer.id)?.setValue(seconds, setting),
      onDone: () => tell(setting, { tone: "saved", text: savedText }),
      onRefused: (refusal) => tell(setting, { tone: "failed", text: refusal.text }),
      onFailed: () => tell(setting, { tone: "failed", text: NOT_SAVED }),
      failure: NOT_SAVED,
    });
  };

  return (
    <>
      <RadioChoices
        className="mt-3"
        legend="Time to answer an invitation"
        description="When a friend invites you to play, you have this long to accept. They see how long you have."
        choices={choices.answerSeconds.map((seconds) => ({
          value: seconds,
          label: longDuration(seconds),
          hint: seconds === choices.standardAnswerSeconds ? "Standard" : "More time to answer",
        }))}
        value={viewer.invitationAnswerSeconds}
        onChange={(seconds) =>
          choose(
            "invitationAnswerSeconds",
            seconds,
            `Saved: you have ${longDuration(seconds)} to answer an invitation.`,
          )
        }
      />
      <SettingOutcome outcome={outcomes.invitationAnswerSeconds} />
      <RadioChoices
        className="mt-3"
        legend="Time per move"
        description="In every game you play, each move may take this long, or longer if your opponent asked for more. They see that you asked for it."
        choices={choices.turnSeconds.map((seconds) => ({
          value: seconds,
          label: longDuration(seconds),
          hint: seconds === choices.standardTurnSeconds ? "Standard" : "More time to move",
        }))}
        value={viewer.turnSeconds}
        onChange={(seconds) =>
          choose("turnSeconds", seconds, `Saved: you have at least ${longDuration(seconds)} for each move.`)
        }
      />
      <SettingOutcome outcome={outcomes.turnSeconds} />
    </>
  );
}
