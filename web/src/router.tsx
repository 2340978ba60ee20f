import { createBrowserRouter } from "react-router-dom";
import { TicTacToeGameRoute } from "./routes/challenges/TicTacToeGameRoute";
import { TicTacToeLobbyRoute } from "./routes/challenges/TicTacToeLobbyRoute";
import { AccessTokensRoute } from "./routes/access-tokens/AccessTokensRoute";
import { ChatsRoute } from "./routes/chats/ChatsRoute";
import { HomeRoute } from "./routes/home/HomeRoute";
import { AppLayout } from "./routes/layout/AppLayout";
import { RouteErrorPage } from "./routes/layout/RouteErrorPage";
import { NotFoundRoute } from "./routes/NotFoundRoute";
import { PostRoute } from "./routes/post/PostRoute";
import { OwnProfileRoute } from "./routes/profile/OwnProfileRoute";
import { RegisterRoute } from "./routes/register/RegisterRoute";
import { UserProfileRoute } from "./routes/user/UserProfileRoute";

export function createAppRouter() {
  return createBrowserRouter([
    { path: "/register", element: <RegisterRoute />, errorElement: <RouteErrorPage /> },
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
            // /profile/ without an id: the spec's 'User ID is missing', then the viewer's own profile
            { path: "profile", element: <OwnProfileRoute /> },
            { path: "custom-challenges/tic-tac-toe", element: <TicTacToeLobbyRoute /> },
            { path: "custom-challenges/tic-tac-toe/:roomId", element: <TicTacToeGameRoute /> },
            // Two segments, so it never shadows a profile (/{userId} is one: a user id, never a username).
            { path: "p/:postId", element: <PostRoute /> },
            { path: "settings/access-tokens", element: <AccessTokensRoute /> },
            { path: ":userId", element: <UserProfileRoute /> },
            { path: "*", element: <NotFoundRoute /> },
          ],
        },
      ],
    },
  ]);
}
