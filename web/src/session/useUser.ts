import { use } from "react";
import { UserContext, type CurrentUser } from "./userContext";

/** The signed-in user, for components that need to know who "me" is (own posts, own profile). */
export function useUser(): CurrentUser {
  const user = use(UserContext);
  if (user === null) throw new Error("useUser must be used within a UserProvider");
  return user;
}
