import { expect, it } from "vitest";
import { validatePasswordChange } from "./passwordValidation";

it("asks for every field that is empty", () => {
  expect(validatePasswordChange({ oldPassword: "", newPassword: "", confirmPassword: "" })).toEqual({
    oldPassword: "please enter old password",
    newPassword: "please enter new password",
    confirmPassword: "please enter confirm password",
  });
});

it("refuses a short new password and a confirmation that differs", () => {
  expect(validatePasswordChange({ oldPassword: "old", newPassword: "short", confirmPassword: "shorter" })).toEqual({
    newPassword: "Password must be at least 12 characters.",
    confirmPassword: "confirm password doesn't  matches",
  });
});

it("lets a long enough, confirmed new password through", () => {
  const newPassword = "a long new passphrase";
  expect(validatePasswordChange({ oldPassword: "old", newPassword, confirmPassword: newPassword })).toEqual({});
});
