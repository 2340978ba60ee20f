import { describe, expect, it } from "vitest";
import { isEmailAddress, validateLogin, validateSignup } from "./authValidation";

const signup = { name: "Ada L", username: "ada", email: "ada@example.com", password: "correct horse battery" };

describe("validateSignup", () => {
  it("lets a complete sign-up through", () => {
    expect(validateSignup(signup)).toEqual({});
  });

  it("says what each field lacks", () => {
    expect(validateSignup({ name: "A", username: "a", email: "ada@example", password: "short-pass1" })).toEqual({
      name: "Name must be at least 2 characters.",
      username: "Username must be at least 2 characters.",
      email: "Please enter a valid email address.",
      password: "Password must be at least 12 characters.",
    });
  });
});

describe("validateLogin", () => {
  it("accepts an older account's 8-character password, not a shorter one", () => {
    expect(validateLogin({ username: "ada", password: "12345678" })).toEqual({});
    expect(validateLogin({ username: "ada", password: "1234567" })).toEqual({
      password: "Password must be at least 8 characters.",
    });
  });
});

describe("isEmailAddress", () => {
  it("takes an address with surrounding spaces, not one without a domain dot or with two @", () => {
    expect(isEmailAddress(" ada@example.com ")).toBe(true);
    expect(isEmailAddress("ada@localhost")).toBe(false);
    expect(isEmailAddress("ada@@example.com")).toBe(false);
  });
});
