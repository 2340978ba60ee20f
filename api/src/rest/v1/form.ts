// Reads a v1 request body into text fields and images. v1 clients send real multipart forms
// (signup, edit profile, and updatePassword through axios's conversion); JSON is accepted too.
import type { FastifyRequest } from "fastify";
import type { Multipart } from "@fastify/multipart";
import type { Domain } from "../../domain/domain.ts";
import { DomainError } from "../../domain/errors.ts";
import type { UploadSource } from "../../domain/uploads.ts";
import { V1InputError } from "./errors.ts";

export interface V1Form<ImageField extends string> {
  fields: Map<string, string>;
  /** by the domain's field name: the bytes as they came (size-limited), for the domain to process */
  images: Partial<Record<ImageField, UploadSource>>;
}

/** multipart file field name on the wire -> the domain's field name (used in its error messages) */
export type ImageFields<ImageField extends string> = Readonly<Record<string, ImageField>>;

/** The body is no well-formed multipart form (cut short, wrong boundary): the client's fault, 400. */
export class MalformedFormError extends Error {
  readonly statusCode = 400;
  constructor(cause: unknown) {
    super("The form data could not be read.", { cause });
  }
}

export async function readForm<ImageField extends string>(
  request: FastifyRequest,
  domain: Pick<Domain, "uploads">,
  imageFields: ImageFields<ImageField>,
): Promise<V1Form<ImageField>> {
  if (!request.isMultipart()) return { fields: textFieldsOf(request.body), images: {} };
  const form: V1Form<ImageField> = { fields: new Map(), images: {} };
  const parts = request.parts();
  for (;;) {
    const next = await parts.next().catch((error: unknown) => {
      // multipart's own limit errors carry their status; the parser's errors mean a bad body
      throw error instanceof DomainError || hasStatusCode(error) ? error : new MalformedFormError(error);
    });
    if (next.done) return form;
    await readPart(next.value, form, domain, imageFields);
  }
}

async function readPart<ImageField extends string>(
  part: Multipart,
  form: V1Form<ImageField>,
  domain: Pick<Domain, "uploads">,
  imageFields: ImageFields<ImageField>,
) {
  if (part.type === "field") {
    // busboy cuts values at the fieldSize limit; a cut value is not what was typed
    if (part.valueTruncated) throw new V1InputError(part.fieldname, `${part.fieldname} is too long.`);
    if (typeof part.value === "string") form.fields.set(part.fieldname, part.value);
    return;
  }
  const field = Object.hasOwn(imageFields, part.fieldname) ? imageFields[part.fieldname] : undefined;
  // Unknown file fields are ignored as v1 ignored them. A part without a file name is a file
  // input left empty (browsers name every chosen file). Drained, so that the next part comes.
  if (!field || !part.filename) {
    part.file.resume();
    return;
  }
  // Read now, as it arrives (busboy only hands out the next part once this one is read), cut
  // off past the size limit; nothing more: the domain processes the image once the form's
  // other fields have passed their checks.
  const bytes = await domain.uploads.read(field, part.file).catch((error: unknown) => {
    throw part.file.errored && !(error instanceof DomainError) ? new MalformedFormError(error) : error;
  });
  form.images[field] = [bytes];
}

function hasStatusCode(error: unknown): boolean {
  return typeof (error as { statusCode?: unknown } | null)?.statusCode === "number";
}

/** Top-level string members of a JSON object body; anything else counts as absent. */
function textFieldsOf(body: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields.set(name, value);
  return fields;
}
