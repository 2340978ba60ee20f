// Settings' "Messages and invitations": each choice says, under its own group, what it now means
// once the server saved it, and says so when it could not be saved (the choice then goes back).
import { describe, expect, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { freshPagePerTest } from "./support/browser";
import { shootBothSizes } from "./support/screenshots";
import { graphql, openSignedIn, signUpViaApi } from "./support/socialApi";

const tab = freshPagePerTest();

describe("contact settings", () => {
  test("a saved choice is told under its group, and a failed one too", async () => {
    const { page } = tab;
    const me = await signUpViaApi(newTestUser());
    await openSignedIn(page, me, "/settings");

    const messages = page.getByRole("group", { name: "Who can message you" });
    await messages.getByRole("radio", { name: /People I follow/ }).check();
    const saved = page.getByRole("status").filter({ hasText: "Saved: only people you follow can message you." });
    await saved.waitFor();
    const { viewer } = await graphql<{ viewer: { messagesFrom: string } }>(
      "{ viewer { messagesFrom } }",
      {},
      me.auth.token,
    );
    expect(viewer.messagesFrom).toBe("FOLLOWED");
    await shootBothSizes(page, "contact-settings-saved", saved);

    await page.route("**/graphql", (route) =>
      route.request().postData()?.includes("ContactSettingsMutation")
        ? route.abort("connectionrefused")
        : route.continue(),
    );
    const invitations = page.getByRole("group", { name: "Who can invite you to play" });
    // click, not check: the choice goes back once the save fails, which check() would take for a miss
    await invitations.getByRole("radio", { name: /Nobody/ }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "The setting could not be saved, so it is as it was. Please try again." })
      .waitFor();
    await expect.poll(() => invitations.getByRole("radio", { name: /Everyone/ }).isChecked()).toBe(true);
  });
});
