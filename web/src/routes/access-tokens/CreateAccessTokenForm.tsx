import { useId, type FormEvent } from "react";
import { graphql } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import { FieldError } from "../../components/form/FieldError";
import { inputClassName, labelClassName } from "../../components/form/fieldStyles";
import { SubmitButton } from "../../components/form/SubmitButton";
import { TextField } from "../../components/form/TextField";
import { useFieldForm } from "../../components/form/useFieldForm";
import { ACCESS_TOKEN_NAME_MAX } from "../../limits";
import { useAppMutation } from "../../mutations/useAppMutation";
import type { CreateAccessTokenFormMutation } from "./__generated__/CreateAccessTokenFormMutation.graphql";
import {
  EXPIRY_CHOICES,
  expiresAtFor,
  initialAccessTokenValues,
  SCOPE_CHOICES,
  validateAccessToken,
  type AccessTokenValues,
} from "./accessTokenForm";
import type { CreatedToken } from "./NewTokenSecret";

/** The list's connection (AccessTokenList's @connection key on the root). */
export const accessTokensConnectionId = () =>
  ConnectionHandler.getConnectionID("client:root", "AccessTokenList_personalAccessTokens");

export function CreateAccessTokenForm({ onCreated }: { readonly onCreated: (created: CreatedToken) => void }) {
  const form = useFieldForm<AccessTokenValues, keyof AccessTokenValues>(initialAccessTokenValues, validateAccessToken);
  const { values, update, errorFor, formRef } = form;
  const expiryId = useId();
  const expiryErrorId = `${expiryId}-error`;
  const expiryError = errorFor("expiresAt");
  const [commit, isCreating] = useAppMutation<CreateAccessTokenFormMutation>(graphql`
    mutation CreateAccessTokenFormMutation($input: CreatePersonalAccessTokenInput!, $connections: [ID!]!) {
      createPersonalAccessToken(input: $input) {
        ... on CreatePersonalAccessTokenPayload @alias(as: "created") {
          token
          personalAccessToken @prependNode(connections: $connections, edgeTypeName: "PersonalAccessTokenEdge") {
            name
            ...AccessTokenItem_token
          }
        }
        ...userErrors_userError @alias(as: "error")
      }
    }
  `);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.readyToSubmit()) return;
    commit({
      variables: {
        input: { name: values.name.trim(), scope: values.scope, expiresAt: expiresAtFor(values.expiresAt) },
        connections: [accessTokensConnectionId()],
      },
      onDone: ({ created }) => {
        if (created) onCreated({ name: created.personalAccessToken.name, secret: created.token });
      },
      onRefused: form.showRefusal,
      failure: "The token could not be created: please try again.",
    });
  };

  return (
    <form ref={formRef} onSubmit={handleSubmit} noValidate aria-label="New access token" className="mt-4 space-y-4">
      <TextField
        label="Name"
        name="name"
        placeholder="What is it for? e.g. Backup script"
        maxLength={ACCESS_TOKEN_NAME_MAX + 20}
        value={values.name}
        onChange={update("name")}
        error={errorFor("name")}
      />
      <fieldset>
        <legend className={labelClassName}>Access</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {SCOPE_CHOICES.map((choice) => (
            <label
              key={choice.value}
              className="flex cursor-pointer gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                name="scope"
                value={choice.value}
                checked={values.scope === choice.value}
                onChange={(event) => update("scope")(event.target.value)}
                className="mt-0.5 accent-brand-600"
              />
              <span>
                <span className="block text-sm font-semibold text-slate-800">{choice.label}</span>
                <span className="block text-xs text-slate-600">{choice.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={expiryId} className={labelClassName}>
          Expires
        </label>
        <select
          id={expiryId}
          value={values.expiresAt}
          onChange={(event) => update("expiresAt")(event.target.value)}
          aria-invalid={expiryError ? true : undefined}
          aria-describedby={expiryError ? expiryErrorId : undefined}
          className={inputClassName(Boolean(expiryError))}
        >
          {EXPIRY_CHOICES.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        <FieldError id={expiryErrorId} message={expiryError} />
      </div>
      <SubmitButton pending={isCreating} pendingLabel="Creating...">
        Create token
      </SubmitButton>
    </form>
  );
}
