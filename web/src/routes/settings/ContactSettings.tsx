import { useState } from "react";
import { graphql, useFragment } from "react-relay";
import { RadioChoices } from "../../components/form/RadioChoices";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { ContactPolicy, ContactSettingsMutation } from "./__generated__/ContactSettingsMutation.graphql";
import type { ContactSettings_viewer$key } from "./__generated__/ContactSettings_viewer.graphql";

type Policy = Exclude<ContactPolicy, "%future added value">;
const POLICIES: readonly { value: Policy; label: string; hint: string }[] = [
  { value: "EVERYONE", label: "Everyone", hint: "Anyone on SkySocial" },
  { value: "FOLLOWED", label: "People I follow", hint: "Only accounts you follow" },
  { value: "NOBODY", label: "Nobody", hint: "No one can" },
];

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
  const [saved, setSaved] = useState<string | null>(null);
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

  const choose = (field: "messagesFrom" | "invitationsFrom", value: Policy) => {
    setSaved(null);
    commit({
      variables: { input: { [field]: value } },
      optimisticUpdater: (store) => store.get(data.id)?.setValue(value, field),
      onDone: () => setSaved("Saved."),
      failure: "The setting could not be saved. Please try again.",
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
      <RadioChoices
        className="mt-5"
        legend="Who can invite you to play"
        description="Game invitations and rematch offers from anyone else are refused."
        choices={POLICIES}
        value={(data.invitationsFrom ?? "EVERYONE") as Policy}
        onChange={(value) => choose("invitationsFrom", value)}
      />
      <p role="status" className="mt-2 min-h-5 text-sm text-emerald-800">
        {saved}
      </p>
    </>
  );
}
