// Download links for finished data exports. A browser follows a link without an Authorization
// header, so the link carries its own proof: a ticket, an HS256 JWT (jose, the log-in tokens'
// pinned algorithm and key) naming the export, its owner and the session that asked for the link,
// for this purpose only (its audience: a log-in token is no ticket and a ticket is no log-in
// token, which needs `ver` in its claims), and valid for minutes. Only the owner can get one
// (DataExport.downloadUrl), so the link is unguessable and short-lived, and an old one in a
// browser's history or a log opens nothing. The session it names must still hold when the link is
// followed (data-exports.ts): a link does not outlive a logOut, a password change, a revoked access
// token or the account's suspension.
import { SignJWT, jwtVerify } from "jose";
import type { Session, SessionKey } from "../auth/sessions.ts";
import { TOKEN_ALGORITHM } from "../auth/tokens.ts";
import { isId } from "../ids.ts";

const AUDIENCE = "skysocial:data-export-download";
export const DOWNLOAD_TICKET_MINUTES = 10;

export interface DownloadTicket {
  exportId: string;
  /** the session that asked for the link; its viewer is the export's owner */
  session: SessionKey;
}

export class DownloadTickets {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  /** A ticket for `exportId`, valid for DOWNLOAD_TICKET_MINUTES, or until `session` expires if that comes first. */
  issue(exportId: string, session: Session): Promise<string> {
    const minutes = Math.floor(Date.now() / 1000) + DOWNLOAD_TICKET_MINUTES * 60;
    const { expiresAt } = session;
    const expiry = expiresAt ? Math.min(minutes, Math.floor(expiresAt.getTime() / 1000)) : minutes;
    return new SignJWT({
      exp_id: exportId,
      sid: session.tokenId,
      // a log-in token's version; none for an access token
      ...(session.credential === "LOG_IN" && { sver: session.tokenVersion }),
    })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
      .setSubject(session.viewer.id)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(expiry)
      .sign(this.key);
  }

  /** What a valid, unexpired ticket names; null for anything else (never throws on bad input). */
  async read(ticket: string): Promise<DownloadTicket | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: [TOKEN_ALGORITHM],
        audience: AUDIENCE,
        requiredClaims: ["exp", "sub", "sid"],
      });
      const { exp_id: exportId, sub: userId, sid: tokenId, sver: tokenVersion } = payload;
      if (typeof exportId !== "string" || !isId(exportId) || !userId || !isId(userId)) return null;
      if (typeof tokenId !== "string" || !isId(tokenId)) return null;
      if (tokenVersion !== undefined && !Number.isInteger(tokenVersion)) return null;
      const session: SessionKey =
        typeof tokenVersion === "number"
          ? { viewer: { id: userId }, credential: "LOG_IN", tokenVersion, tokenId }
          : { viewer: { id: userId }, credential: "ACCESS_TOKEN", tokenVersion: null, tokenId };
      return { exportId, session };
    } catch {
      return null;
    }
  }
}
