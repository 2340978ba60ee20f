// The browser's side of a passkey: the server's WebAuthn options (JSON) in, the authenticator's
// answer (JSON) out, through @simplewebauthn/browser; and what to tell a person when the browser
// or the device says no.
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

/** Whether this browser can use passkeys at all (no button is offered otherwise). */
export const passkeysSupported = () => browserSupportsWebAuthn();

/** Asks the device for one of its passkeys for this site; the answer as JSON for the API. */
export async function answerWithPasskey(optionsJson: string): Promise<string> {
  const optionsJSON = JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON;
  return JSON.stringify(await startAuthentication({ optionsJSON }));
}

/** Asks the device to make a passkey for the account; the answer as JSON for the API. */
export async function makePasskey(optionsJson: string): Promise<string> {
  const optionsJSON = JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON;
  return JSON.stringify(await startRegistration({ optionsJSON }));
}

/** Words for a browser's refusal (cancelled, timed out, a passkey this device already holds). */
export function passkeyFailureText(error: unknown): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return "The passkey request was cancelled or timed out. Please try again.";
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  return "This browser could not use a passkey. Please try again, or use your password.";
}
