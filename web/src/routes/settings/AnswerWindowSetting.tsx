import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { RadioChoices } from "../../components/form/RadioChoices";
import { useAppMutation } from "../../mutations/useAppMutation";
import { longDuration } from "../challenges/gameTiming";
import type { AnswerWindowSetting_query$key } from "./__generated__/AnswerWindowSetting_query.graphql";
import type { AnswerWindowSettingMutation } from "./__generated__/AnswerWindowSettingMutation.graphql";

/**
 * How long the viewer has to answer a game invitation: the standard 5 s prompt, or longer for
 * someone who needs more time to notice, read and answer it. Saved as soon as it is chosen.
 */
export function AnswerWindowSetting({ query }: { readonly query: AnswerWindowSetting_query$key }) {
  const data = useFragment(
    graphql`
      fragment AnswerWindowSetting_query on Query {
        viewer @required(action: THROW) {
          id
          invitationAnswerSeconds
        }
        gameTimingChoices @required(action: THROW) {
          answerSeconds
          standardAnswerSeconds
        }
      }
    `,
    query,
  );
  const [saved, setSaved] = useState<string | null>(null);
  const [commit] = useAppMutation<AnswerWindowSettingMutation>(graphql`
    mutation AnswerWindowSettingMutation($input: UpdateGameSettingsInput!) {
      updateGameSettings(input: $input) {
        ... on UpdateGameSettingsPayload {
          viewer {
            id
            invitationAnswerSeconds
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);
  const { viewer, gameTimingChoices: choices } = data;

  const choose = (seconds: number) => {
    setSaved(null);
    commit({
      variables: { input: { invitationAnswerSeconds: seconds } },
      optimisticUpdater: (store) => store.get(viewer.id)?.setValue(seconds, "invitationAnswerSeconds"),
      onDone: () => setSaved(`Saved: you have ${longDuration(seconds)} to answer an invitation.`),
      failure: "The setting could not be saved. Please try again.",
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
        onChange={choose}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {saved}
      </p>
    </>
  );
}
