import { describe, expect, it } from "vitest";
import { newTestUser, pngImage } from "./support/authPage";
import { twoPagesPerTest } from "./support/browser";
import { commentViaApi, createPostViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";

// The server ends a live stream when it cannot judge an event in time (its database slow or away
// for a moment): SERVICE_UNAVAILABLE on that one subscription, the connection still up. Bob's open
// post page must not go quiet for good: it subscribes again, shows what was said meanwhile, and
// is live after. The page's socket runs through a route that answers the first subscription to
// the post's comments with exactly that error, and forwards everything else to the real server.
describe("a live stream the server ended for a passing reason", () => {
  const people = twoPagesPerTest();

  it("is subscribed again, and the page shows what it missed and what comes after", async () => {
    const [bob, alice] = await Promise.all([1, 2].map(() => signUpViaApi(newTestUser())));
    const { first: bobsPage } = people;
    const post = await createPostViaApi(
      bob,
      { caption: "Quay at noon", tags: "sea,noon" },
      await pngImage(bobsPage, "q.png", "#aa7733"),
    );

    let refused = 0;
    // from the second subscription on, what the page sends is held (in order, as a slow link
    // would) until a comment was made while the stream was down
    let held: string[] | null = null;
    let release: (() => void) | null = null;
    await bobsPage.routeWebSocket(/\/graphql$/, (socket) => {
      const server = socket.connectToServer();
      socket.onMessage((frame) => {
        if (held) return void held.push(String(frame));
        const message = JSON.parse(String(frame)) as {
          id?: string;
          type: string;
          payload?: { operationName?: string };
        };
        const comments =
          message.type === "subscribe" && message.payload?.operationName === "useLiveCommentsAddedSubscription";
        if (comments && refused === 0) {
          refused++;
          socket.send(
            JSON.stringify({
              id: message.id,
              type: "error",
              payload: [
                {
                  message: "The service is temporarily unavailable. Please try again in a moment.",
                  extensions: { code: "SERVICE_UNAVAILABLE" },
                },
              ],
            }),
          );
          return;
        }
        if (!comments) return server.send(frame);
        const queue = [String(frame)];
        held = queue;
        release = () => {
          held = null;
          for (const queued of queue) server.send(queued);
        };
      });
    });

    await openSignedIn(bobsPage, bob, `/p/${post.databaseId}`);
    await expect.poll(() => refused).toBe(1);
    // the page subscribes again by itself; said before that reaches the server, the comment is
    // not on the stream: the page reads it again
    await expect.poll(() => release !== null, { timeout: 15_000 }).toBe(true);
    await commentViaApi(alice, post.id, "Said while you were away");
    release!();
    const comments = bobsPage.getByRole("list", { name: "Comments" });
    await comments.getByText("Said while you were away").waitFor();
    // and it is live again
    await commentViaApi(alice, post.id, "And live again");
    await comments.getByText("And live again").waitFor();
  });
});
