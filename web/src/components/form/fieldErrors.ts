import type { ShownUserError } from "../../userErrors/userErrors";

// Field messages as every form shows them: from the client's checks and from the server's
// ValidationError (its fieldErrors as userErrors/ words them), keyed by input field.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasFieldErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** A refusal's field texts as a form's errors: the server names the fields as the form's input does. */
export function fieldErrorsFromServer<Field extends string>(refusal: ShownUserError): FieldErrors<Field> {
  return refusal.fieldTexts as FieldErrors<Field>;
}
