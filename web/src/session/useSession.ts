import { use } from "react";
import { SessionContext, type SessionContextValue } from "./sessionContext";

export function useSession(): SessionContextValue {
  const value = use(SessionContext);
  if (value === null) throw new Error("useSession must be used within a SessionProvider");
  return value;
}
