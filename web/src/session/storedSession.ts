/** The localStorage key v1 used; kept so the stored shape stays familiar to v1 tooling. */
export const SESSION_STORAGE_KEY = "userData";

export interface AuthPayloadSnapshot {
  readonly token: string;
  readonly viewer: {
    readonly id: string;
    readonly databaseId: string;
    readonly username: string;
    readonly profileImage: { readonly url: string };
  };
}

export interface StoredSession {
  readonly authToken: string;
  readonly userid: string;
  readonly username: string;
  readonly profile_image: string;
  /** The whole auth payload, as v1 stored its login/signup response. */
  readonly result: AuthPayloadSnapshot;
}

export function sessionFromAuthPayload(payload: AuthPayloadSnapshot): StoredSession {
  return {
    authToken: payload.token,
    userid: payload.viewer.databaseId,
    username: payload.viewer.username,
    profile_image: payload.viewer.profileImage.url,
    result: payload,
  };
}

export function readStoredSession(): StoredSession | null {
  const raw = window.localStorage.getItem(SESSION_STORAGE_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isStoredSession(parsed)) return parsed;
  } catch {
    // Unreadable JSON is treated like a missing session below.
  }
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
  return null;
}

export function writeStoredSession(session: StoredSession): void {
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
}

export function clearStoredSession(): void {
  window.localStorage.removeItem(SESSION_STORAGE_KEY);
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.authToken === "string" &&
    candidate.authToken.length > 0 &&
    typeof candidate.userid === "string" &&
    typeof candidate.username === "string"
  );
}
