// Field messages as every form shows them: from the client's checks and from the server's
// ValidationError (fieldErrors), keyed by input field.

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export function hasFieldErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

/** Server field errors, keyed by the input field they belong to (the first message per field wins). */
export function fieldErrorsFromServer<Field extends string>(
  fieldErrors: ReadonlyArray<{ readonly field: string; readonly message: string }>,
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const { field, message } of fieldErrors) errors[field] ??= message;
  return errors as FieldErrors<Field>;
}
