// Every mutation has one shape: `name(input: NameInput!): NameResult!`, where NameResult is
// NamePayload or one of the typed errors the mutation may answer (a mutation that cannot be
// refused answers NamePayload itself). payloadMutation builds that shape from the parts that
// differ, refuses a type named against the rule when the schema is built, and hands the resolver
// the caller the mutation needs (a signed-in viewer, or the session whose token it acts on), so a
// new mutation cannot get the shape, the Result union or the sign-in check wrong.
import type { InputObjectRef, ObjectRef } from "@pothos/core";
import { requireSession, requireViewer, type Session, type Viewer } from "../domain/auth/sessions.ts";
import { builder } from "./builder.ts";
import type { GraphQLContext } from "./context.ts";

type Types = typeof builder.$inferSchemaTypes;
// the errors plugin's own type for an error class
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ErrorClass = new (...args: any[]) => Error;

/** Who may call: anyone, a signed-in viewer, or a signed-in session (logOut and access tokens act on the token itself). */
interface Callers {
  anyone: null;
  viewer: Viewer;
  session: Session;
}

interface MutationParts<Input, Payload, Caller extends keyof Callers, Optional extends boolean> {
  /** what it does, who may call it, what it counts against, and which errors mean what */
  description: string;
  caller: Caller;
  /** NameInput; left out: the mutation takes no input. `optional`: it may be left out (resolve gets null). */
  input?: { type: InputObjectRef<Types, Input>; description: string; optional?: Optional };
  /** NamePayload */
  payload: ObjectRef<Types, Payload>;
  /** the typed errors NameResult may be; none: the field answers NamePayload */
  errors: readonly ErrorClass[];
  /** NameResult's description after "What name answers: " (default: NamePayload once it is done, or the UserError that refused it) */
  answers?: string;
  resolve: (
    input: Optional extends true ? Input | null : Input,
    caller: Callers[Caller],
    ctx: GraphQLContext,
  ) => Payload | Promise<Payload>;
}

const capitalized = (name: string) => `${name.charAt(0).toUpperCase()}${name.slice(1)}`;

function callerOf(kind: keyof Callers, ctx: GraphQLContext): Callers[keyof Callers] {
  if (kind === "viewer") return requireViewer(ctx.viewer);
  if (kind === "session") return requireSession(ctx.session);
  return null;
}

function requireName(what: string, actual: string, expected: string): void {
  if (actual !== expected) throw new Error(`${what} must be named ${expected} (it is ${actual})`);
}

/** A Result's description when the mutation says nothing more specific. */
const refusedOrDone = (typeName: string) =>
  `${typeName}Payload once it is done, or the UserError saying why it was refused (nothing changed then)`;

export function payloadMutation<Input, Payload, Caller extends keyof Callers, Optional extends boolean = false>(
  name: string,
  parts: MutationParts<Input, Payload, Caller, Optional>,
): void {
  const typeName = capitalized(name);
  requireName(`${name}'s payload`, parts.payload.name, `${typeName}Payload`);
  if (parts.input) requireName(`${name}'s input`, parts.input.type.name, `${typeName}Input`);
  const { input } = parts;
  builder.mutationField(name, (t) =>
    // The generic parts make Pothos' option types undecidable here; the signature above is what
    // callers are checked against.
    t.field({
      type: parts.payload,
      description: parts.description,
      ...(parts.errors.length && {
        errors: {
          types: [...parts.errors],
          union: {
            name: `${typeName}Result`,
            description: `What ${name} answers: ${parts.answers ?? refusedOrDone(typeName)}.`,
          },
        },
      }),
      ...(input && {
        args: { input: t.arg({ type: input.type, required: !input.optional, description: input.description }) },
      }),
      resolve: (_root: unknown, args: { input?: Input | null }, ctx: GraphQLContext) =>
        parts.resolve((args.input ?? null) as Input, callerOf(parts.caller, ctx) as Callers[Caller], ctx),
    } as never),
  );
}
