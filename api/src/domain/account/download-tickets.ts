// Download links for finished data exports. A browser follows a link without an Authorization
// header, so the link carries its own proof: a ticket, an HS256 JWT (jose, the log-in tokens'
// pinned algorithm and key) naming the export and its owner, for this purpose only (its audience:
// a log-in token is no ticket and a ticket is no log-in token, which needs `ver`), and valid for
// minutes. Only the owner can get one (DataExport.downloadUrl), so the link is unguessable and
// short-lived, and an old one in a browser's history or a log opens nothing.
import { SignJWT, jwtVerify } from "jose";
import { TOKEN_ALGORITHM } from "../auth/tokens.ts";
import { isId } from "../ids.ts";

const AUDIENCE = "skysocial:data-export-download";
export const DOWNLOAD_TICKET_MINUTES = 10;

export interface DownloadTicket {
  exportId: string;
  userId: string;
}

export class DownloadTickets {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  issue({ exportId, userId }: DownloadTicket): Promise<string> {
    return new SignJWT({ exp_id: exportId })
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: "JWT" })
      .setSubject(userId)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${DOWNLOAD_TICKET_MINUTES}m`)
      .sign(this.key);
  }

  /** What a valid, unexpired ticket names; null for anything else (never throws on bad input). */
  async read(ticket: string): Promise<DownloadTicket | null> {
    try {
      const { payload } = await jwtVerify(ticket, this.key, {
        algorithms: [TOKEN_ALGORITHM],
        audience: AUDIENCE,
        requiredClaims: ["exp", "sub"],
      });
      const exportId = payload.exp_id;
      if (typeof exportId !== "string" || !isId(exportId) || !payload.sub || !isId(payload.sub)) return null;
      return { exportId, userId: payload.sub };
    } catch {
      return null;
    }
  }
}
