// Expected failures as typed results: mutations return `Payload | ValidationError | ...` unions.
import { ForbiddenError, InvalidCredentialsError, NotFoundError, ValidationError, type FieldError } from "../../domain/errors.ts";
import { builder } from "../builder.ts";

export const ErrorInterface = builder.interfaceRef<Error>("Error").implement({
  description: "A failure the client can show: a message, and for input errors the fields at fault.",
  fields: (t) => ({ message: t.exposeString("message") }),
});

const FieldErrorRef = builder.objectRef<FieldError>("FieldError").implement({
  fields: (t) => ({
    field: t.exposeString("field", { description: 'The input field, as named in the input type (e.g. "username").' }),
    message: t.exposeString("message"),
  }),
});

builder.objectType(ValidationError, {
  name: "ValidationError",
  interfaces: [ErrorInterface],
  fields: (t) => ({ fieldErrors: t.field({ type: [FieldErrorRef], resolve: (e) => e.fieldErrors }) }),
});

builder.objectType(InvalidCredentialsError, {
  name: "InvalidCredentialsError",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(ForbiddenError, {
  name: "ForbiddenError",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});

builder.objectType(NotFoundError, {
  name: "NotFoundError",
  interfaces: [ErrorInterface],
  fields: () => ({}),
});
