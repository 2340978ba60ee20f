import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { RadioChoices } from "../../components/form/RadioChoices";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { ContactPolicy, ContactSettingsMutation } from "./__generated__/ContactSettingsMutation.graphql";
import type { ContactSettings_viewer$key } from "./__generated__/ContactSettings_viewer.graphql";
import { NOT_SAVED, SettingOutcome, type Outcome } from "./SettingOutcome";

type Policy = Exclude<ContactPolicy, "%future added value">;
type Setting = "messagesFrom" | "invitationsFrom";

const POLICIES: readonly { value: Policy; label: string; hint: string }[] = [
  { value: "EVERYONE", label: "Everyone", hint: "Anyone on SkySocial" },
  { value: "FOLLOWED", label: "People I follow", hint: "Only accounts you follow" },
  { value: "NOBODY", label: "Nobody", hint: "No one can" },
];

/** What a saved choice now means, said in full: a bare "Saved." under two groups did not tell which one. */
const SAVED: Record<Setting, Record<Policy, string>> = {
  messagesFrom: {
    EVERYONE: "Saved: anyone on SkySocial can message you.",
    FOLLOWED: "Saved: only people you follow can message you.",
    NOBODY: "Saved: nobody can message you.",
  },
  invitationsFrom: {
    EVERYONE: "Saved: anyone on SkySocial can invite you to play.",
    FOLLOWED: "Saved: only people you follow can invite you to play.",
    NOBODY: "Saved: nobody can invite you to play.",
  },
};

/** Who may message the viewer, and who may invite them to play: saved as soon as it is chosen. */
export function ContactSettings({ viewer }: { readonly viewer: ContactSettings_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ContactSettings_viewer on User {
        id
        messagesFrom
        invitationsFrom
      }
    `,
    viewer,
  );
  const [outcomes, setOutcomes] = useState<Partial<Record<Setting, Outcome>>>({});
  const tell = (field: Setting, outcome: Outcome | undefined) =>
    setOutcomes((shown) => ({ ...shown, [field]: outcome }));
  const [commit] = useAppMutation<ContactSettingsMutation>(graphql`
    mutation ContactSettingsMutation($input: UpdateContactSettingsInput!) {
      updateContactSettings(input: $input) {
        ... on UpdateContactSettingsPayload {
          viewer {
            id
            messagesFrom
            invitationsFrom
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const choose = (field: Setting, value: Policy) => {
    // emptied first, so saving the same words again is announced again
    tell(field, undefined);
    commit({
      variables: { input: { [field]: value } },
      optimisticUpdater: (store) => store.get(data.id)?.setValue(value, field),
      onDone: () => tell(field, { tone: "saved", text: SAVED[field][value] }),
      onRefused: (refusal) => tell(field, { tone: "failed", text: refusal.text }),
      onFailed: () => tell(field, { tone: "failed", text: NOT_SAVED }),
      failure: NOT_SAVED,
    });
  };

  return (
    <>
      <RadioChoices
        className="mt-3"
        legend="Who can message you"
        description="Messages from anyone else are refused; they are told you do not accept their messages."
        choices={POLICIES}
        value={(data.messagesFrom ?? "EVERYONE") as Policy}
        onChange={(value) => choose("messagesFrom", value)}
      />
      <SettingOutcome outcome={outcomes.messagesFrom} />
      <RadioChoices
        className="mt-3"
        legend="Who can invite you to play"
        description="Game invitations and rematch offers from anyone else are refused."
        choices={POLICIES}
        value={(data.invitationsFrom ?? "EVERYONE") as Policy}
        onChange={(value) => choose("invitationsFrom", value)}
      />
      <SettingOutcome outcome={outcomes.invitationsFrom} />
    </>
  );
}
