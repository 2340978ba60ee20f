import { useActionKey } from "../mutations/actionKeys";
import { useState, type FormEvent } from "react";
import { graphql } from "react-relay";
import { RadioChoices } from "../components/form/RadioChoices";
import { SubmitButton } from "../components/form/SubmitButton";
import { TextAreaField } from "../components/form/TextAreaField";
import { ModalDialog } from "../components/overlay/ModalDialog";
import { useToast } from "../toast/useToast";
import { useAppMutation } from "../mutations/useAppMutation";
import type { ReportDialogMutation, ReportReason } from "./__generated__/ReportDialogMutation.graphql";

const REASONS: readonly { value: Exclude<ReportReason, "%future added value">; label: string; hint: string }[] = [
  { value: "SPAM", label: "Spam", hint: "Scams, fake offers, misleading links" },
  { value: "HARASSMENT", label: "Harassment", hint: "Bullying or targeting someone" },
  { value: "HATE", label: "Hate", hint: "Hate speech or symbols" },
  { value: "NUDITY", label: "Nudity", hint: "Nudity or sexual content" },
  { value: "VIOLENCE", label: "Violence", hint: "Threats, violence or self-harm" },
  { value: "OTHER", label: "Something else", hint: "Tell us below" },
];

/** The details' limit, as the server keeps it (REPORT_DETAILS_MAX). */
const DETAILS_MAX = 1000;

interface ReportDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** the global id of the User, Post, Comment or Message reported */
  readonly subjectId: string;
  /** what it is, as the title says it: "post", "comment", "message", "profile" */
  readonly what: string;
}

/** Report something to the moderators: a reason from the short list, optional details. */
export function ReportDialog({ open, onClose, subjectId, what }: ReportDialogProps) {
  const [reason, setReason] = useState<(typeof REASONS)[number]["value"]>("SPAM");
  const [details, setDetails] = useState("");
  const [error, setError] = useState<string | undefined>();
  const { showToast } = useToast();
  const [commit, pending] = useAppMutation<ReportDialogMutation>(graphql`
    mutation ReportDialogMutation($input: ReportInput!) {
      report(input: $input) {
        ... on ReportPayload {
          report {
            status
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const actionKey = useActionKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setError(undefined);
    const input = { subjectId, reason, details: details.trim() || null };
    commit({
      variables: { input: { ...input, idempotencyKey: actionKey.for(input) } },
      onDone: () => {
        actionKey.done();
        showToast("Thanks for telling us. Moderators will look at your report.", "success");
        setDetails("");
        onClose();
      },
      onRefused: (refusal) => setError(refusal.fieldTexts.details ?? refusal.text),
      failure: "The report could not be sent. Please try again.",
      onFailed: setError,
    });
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={`Report this ${what}`} width="lg">
      <form onSubmit={submit} className="mt-3 space-y-4" noValidate>
        <RadioChoices
          legend="Why are you reporting it?"
          description="Only moderators see your report. The person you report is not told who reported them."
          choices={REASONS}
          value={reason}
          onChange={setReason}
        />
        <TextAreaField
          label="Anything to add? (optional)"
          value={details}
          onChange={setDetails}
          maxLength={DETAILS_MAX}
          error={error}
        />
        <div className="flex justify-end gap-2">
          <button
            type="button"
            onClick={onClose}
            className="rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
          >
            Cancel
          </button>
          <div className="w-40">
            <SubmitButton pending={pending} pendingLabel="Sending…">
              Send report
            </SubmitButton>
          </div>
        </div>
      </form>
    </ModalDialog>
  );
}
