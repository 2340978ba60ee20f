import { expect, it } from "vitest";
import { profilePath } from "./profilePath";

it("keeps the own profile under its id and shows others at their username", () => {
  expect(profilePath({ databaseId: "7", username: "ada", isViewer: true })).toBe("/profile/7");
  expect(profilePath({ databaseId: "8", username: "bob" })).toBe("/@bob");
  expect(profilePath({ databaseId: "9", username: "zoë", isViewer: false })).toBe("/@zo%C3%AB");
});
