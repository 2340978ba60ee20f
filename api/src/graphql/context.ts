import type { Domain } from "../domain/domain.ts";
import type { Viewer } from "../domain/auth/sessions.ts";

export interface GraphQLContext {
  domain: Domain;
  /** null without a token (a token that proves nobody refuses the whole request: bearer-token.ts) */
  viewer: Viewer | null;
  /** the version of the token that proved `viewer` (null with it): a password change revokes older ones */
  tokenVersion: number | null;
  /** identifies the caller for throttling (client IP address) */
  clientKey: string;
}
