import { addDays, addYears } from "date-fns";
import type { FieldErrors } from "../../components/form/fieldErrors";
import { ACCESS_TOKEN_NAME_MAX } from "../../limits";
import { USER_ERROR_TEXTS } from "../../userErrors/userErrors";

export type Scope = "READ" | "READ_WRITE";

export const SCOPE_LABELS: Readonly<Record<Scope, string>> = { READ: "Read only", READ_WRITE: "Read and write" };

export const SCOPE_CHOICES: readonly { value: Scope; label: string; hint: string }[] = [
  {
    value: "READ",
    label: SCOPE_LABELS.READ,
    hint: "Queries and live updates. Cannot post, like, follow or change anything.",
  },
  {
    value: "READ_WRITE",
    label: SCOPE_LABELS.READ_WRITE,
    hint: "Everything you can do, except managing access tokens.",
  },
];

/** How long a new token lasts; the API takes a moment, the form offers the usual spans. */
export const EXPIRY_CHOICES = [
  { value: "7", label: "7 days", expiresAt: (now: Date) => addDays(now, 7) },
  { value: "30", label: "30 days", expiresAt: (now: Date) => addDays(now, 30) },
  { value: "90", label: "90 days", expiresAt: (now: Date) => addDays(now, 90) },
  { value: "365", label: "1 year", expiresAt: (now: Date) => addYears(now, 1) },
  { value: "never", label: "No expiry", expiresAt: () => null },
] as const;

export type ExpiryChoice = (typeof EXPIRY_CHOICES)[number]["value"];

/** Named as the mutation's input names them, so that the server's field errors land under their fields. */
export interface AccessTokenValues {
  name: string;
  scope: Scope;
  /** a choice of span, sent as the moment it ends */
  expiresAt: ExpiryChoice;
}

export const initialAccessTokenValues: AccessTokenValues = { name: "", scope: "READ", expiresAt: "30" };

export function expiresAtFor(expiry: ExpiryChoice, now = new Date()): string | null {
  const chosen = EXPIRY_CHOICES.find((choice) => choice.value === expiry) ?? EXPIRY_CHOICES[1];
  return chosen.expiresAt(now)?.toISOString() ?? null;
}

/** The server's rules, checked before sending. */
export function validateAccessToken(values: AccessTokenValues): FieldErrors<keyof AccessTokenValues> {
  const name = values.name.trim();
  if (name.length === 0) return { name: USER_ERROR_TEXTS.ACCESS_TOKEN_NAME_REQUIRED };
  if (name.length > ACCESS_TOKEN_NAME_MAX) return { name: USER_ERROR_TEXTS.ACCESS_TOKEN_NAME_TOO_LONG };
  return {};
}
