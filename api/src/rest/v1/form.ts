// Reads a v1 request body into text fields and images. v1 clients send real multipart forms
// (signup, edit profile, and updatePassword through axios's conversion); JSON is accepted too.
import type { FastifyRequest } from "fastify";
import type { Domain } from "../../domain/domain.ts";
import { ValidationError } from "../../domain/errors.ts";
import type { PreparedImage } from "../../media/prepare-image.ts";

export interface V1Form<ImageField extends string> {
  fields: Map<string, string>;
  /** by the domain's field name */
  images: Partial<Record<ImageField, PreparedImage>>;
}

/** multipart file field name on the wire -> the domain's field name (used in its error messages) */
export type ImageFields<ImageField extends string> = Readonly<Record<string, ImageField>>;

export async function readForm<ImageField extends string>(
  request: FastifyRequest,
  domain: Pick<Domain, "ingestUpload">,
  imageFields: ImageFields<ImageField>,
): Promise<V1Form<ImageField>> {
  if (!request.isMultipart()) return { fields: textFieldsOf(request.body), images: {} };
  const form: V1Form<ImageField> = { fields: new Map(), images: {} };
  for await (const part of request.parts()) {
    if (part.type === "field") {
      // busboy cuts values at the fieldSize limit; a cut value is not what was typed
      if (part.valueTruncated) throw ValidationError.field(part.fieldname, `${part.fieldname} is too long.`);
      if (typeof part.value === "string") form.fields.set(part.fieldname, part.value);
      continue;
    }
    const field = Object.hasOwn(imageFields, part.fieldname) ? imageFields[part.fieldname] : undefined;
    // Unknown file fields are ignored as v1 ignored them; an empty file input (no file
    // name) means no file was chosen. Either way the part must be drained for the next one.
    if (!field || part.filename === "") {
      part.file.resume();
      continue;
    }
    // Consumed now, as it arrives: busboy only hands out the next part once this one is read.
    // The domain sniffs, size-limits and re-encodes it, and writes nothing.
    form.images[field] = await domain.ingestUpload(field, part.file);
  }
  return form;
}

/** Top-level string members of a JSON object body; anything else counts as absent. */
function textFieldsOf(body: unknown): Map<string, string> {
  const fields = new Map<string, string>();
  if (typeof body !== "object" || body === null || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) if (typeof value === "string") fields.set(name, value);
  return fields;
}
