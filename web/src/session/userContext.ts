import { createContext } from "react";
import type { UserProvider_viewer$data } from "./__generated__/UserProvider_viewer.graphql";

export type CurrentUser = UserProvider_viewer$data;

export const UserContext = createContext<CurrentUser | null>(null);
