import { describe, expect, test } from "vitest";
import { newTestUser } from "./support/authPage";
import { accessibleNames } from "./support/accessibilityTree";
import { seriousViolations } from "./support/axe";
import { freshPagePerTest } from "./support/browser";
import { sendMessageViaApi } from "./support/chatApi";
import { conversationEntry, messageLog } from "./support/chatPage";
import { followViaApi, openSignedIn, signUpViaApi } from "./support/socialApi";

// What links and buttons are called in the browser's accessibility tree: a person's picture
// inside a link or button that their name names already is not read as well.
describe("accessible names", () => {
  const tab = freshPagePerTest();

  test("links and buttons with a person's picture and name say the name once, without the picture", async () => {
    const { page } = tab;
    const [me, ada] = await Promise.all([signUpViaApi(newTestUser()), signUpViaApi(newTestUser())]);
    await followViaApi(me, ada);
    await sendMessageViaApi(ada, me, "Hello");
    const namesWithPicture = async () =>
      [...(await accessibleNames(page, "link")), ...(await accessibleNames(page, "button"))].filter((name) =>
        /profile picture/.test(name),
      );
    const phoneAndLaptop = async () => {
      for (const size of [
        { width: 390, height: 844 },
        { width: 1280, height: 800 },
      ]) {
        await page.setViewportSize(size);
        expect(await namesWithPicture()).toEqual([]);
        expect(await seriousViolations(page)).toEqual([]);
      }
    };

    // the search's people, and the header's account menu (the username alone, on phones too)
    await openSignedIn(page, me, `/search?q=${ada.username}`);
    await page.getByRole("list", { name: `People matching ${ada.username}` }).waitFor();
    expect(await accessibleNames(page, "link")).toContain(`${ada.username} ${ada.name}`);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await accessibleNames(page, "button")).toContain(me.username);
    await phoneAndLaptop();

    // the chat's list of conversations and the open conversation's header
    await page.goto(`/chats?with=${ada.auth.viewer.databaseId}`);
    await messageLog(page).getByText("Hello").waitFor();
    await conversationEntry(page, ada.username).waitFor();
    const links = await accessibleNames(page, "link");
    expect(links).toContain(`${ada.username} ${ada.name}`); // the header: who, and their name while offline
    // the list's entry: who, when, the last message (and "1 unread" until the open conversation is marked read)
    expect(links.filter((name) => name.startsWith(`${ada.username} `) && name.includes(" Hello"))).toHaveLength(1);
    await phoneAndLaptop();

    // a profile's picture button, and the people in its Followers list
    await page.goto(`/@${ada.username}`);
    await page.getByRole("button", { name: "1 follower" }).waitFor();
    expect(await accessibleNames(page, "button")).toContain("Show the profile picture larger");
    await page.getByRole("button", { name: "1 follower" }).click();
    await page.getByRole("dialog").getByRole("link", { name: me.username }).waitFor();
    expect(await namesWithPicture()).toEqual([]);
  });
});
