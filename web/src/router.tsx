import { createBrowserRouter } from "react-router-dom";
import { TicTacToeGameRoute } from "./routes/challenges/TicTacToeGameRoute";
import { TicTacToeLobbyRoute } from "./routes/challenges/TicTacToeLobbyRoute";
import { AccessTokensRoute } from "./routes/access-tokens/AccessTokensRoute";
import { ChatsRoute } from "./routes/chats/ChatsRoute";
import { ExploreRoute } from "./routes/explore/ExploreRoute";
import { FollowRequestsRoute } from "./routes/follow-requests/FollowRequestsRoute";
import { HomeRoute } from "./routes/home/HomeRoute";
import { AppLayout } from "./routes/layout/AppLayout";
import { RouteErrorPage } from "./routes/layout/RouteErrorPage";
import { MentionRoute } from "./routes/mention/MentionRoute";
import { ModerationRoute } from "./routes/moderation/ModerationRoute";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { PostRoute } from "./routes/post/PostRoute";
import { SuggestedPeopleRoute } from "./routes/people/SuggestedPeopleRoute";
import { OwnProfileRoute } from "./routes/profile/OwnProfileRoute";
import { RegisterRoute } from "./routes/register/RegisterRoute";
import { ForgotPasswordRoute } from "./routes/password/ForgotPasswordRoute";
import { ResetPasswordRoute } from "./routes/password/ResetPasswordRoute";
import { VerifyEmailRoute } from "./routes/verify-email/VerifyEmailRoute";
import { SearchRoute } from "./routes/search/SearchRoute";
import { SettingsRoute } from "./routes/settings/SettingsRoute";
import { DevicesRoute } from "./routes/devices/DevicesRoute";
import { TagRoute } from "./routes/tags/TagRoute";
import { UserProfileRoute } from "./routes/profile/UserProfileRoute";

export function createAppRouter() {
  return createBrowserRouter([
    { path: "/register", element: <RegisterRoute />, errorElement: <RouteErrorPage /> },
    // pages a mail's link opens, or the log-in page's "Forgot password?": signed out as well as in
    { path: "/forgot-password", element: <ForgotPasswordRoute />, errorElement: <RouteErrorPage /> },
    { path: "/reset-password", element: <ResetPasswordRoute />, errorElement: <RouteErrorPage /> },
    { path: "/verify-email", element: <VerifyEmailRoute />, errorElement: <RouteErrorPage /> },
    {
      path: "/",
      element: <AppLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        {
          // A pathless boundary, so a failing screen keeps the header around its error.
          errorElement: <RouteErrorPage />,
          children: [
            { index: true, element: <HomeRoute /> },
            { path: "chats", element: <ChatsRoute /> },
            { path: "profile/:userId", element: <OwnProfileRoute /> },
            // /profile without an id (a bookmark, a reload): the viewer's own profile, with no error
            { path: "profile", element: <OwnProfileRoute /> },
            { path: "custom-challenges/tic-tac-toe", element: <TicTacToeLobbyRoute /> },
            { path: "custom-challenges/tic-tac-toe/:roomId", element: <TicTacToeGameRoute /> },
            // Two segments, so it never shadows a profile (/@{username}, or an older link's /{userId}: one segment).
            { path: "p/:postId", element: <PostRoute /> },
            { path: "settings", element: <SettingsRoute /> },
            { path: "settings/access-tokens", element: <AccessTokensRoute /> },
            { path: "settings/devices", element: <DevicesRoute /> },
            // A word, never a user id (those are UUIDs), so it shadows no profile.
            { path: "people", element: <SuggestedPeopleRoute /> },
            // Two segments, like a post's page: never a profile.
            { path: "tags/:tag", element: <TagRoute /> },
            // Words, never user ids (those are UUIDs), so they shadow no profile.
            { path: "search", element: <SearchRoute /> },
            { path: "explore", element: <ExploreRoute /> },
            { path: "follow-requests", element: <FollowRequestsRoute /> },
            { path: "u/:username", element: <MentionRoute /> },
            { path: "moderation", element: <ModerationRoute /> },
            // /@{username}, and the /{userId} of older links (UserProfileRoute moves those to /@{username})
            { path: ":userId", element: <UserProfileRoute /> },
            { path: "*", element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
