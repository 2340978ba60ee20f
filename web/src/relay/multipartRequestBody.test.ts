import { expect, it } from "vitest";
import { multipartRequestBody } from "./multipartRequestBody";

it("sends each file as its own part and tells the server where in the variables it goes", () => {
  const cover = new File(["jpeg"], "cover.jpg", { type: "image/jpeg" });
  const second = new File(["png"], "second.png", { type: "image/png" });
  const variables = { input: { caption: "Harbour", images: [{ altText: "boat", file: "?" }, { file: "?" }] } };
  const body = multipartRequestBody(
    { query: "", operationName: "CreatePost", variables },
    {
      "input.images.0.file": cover,
      "input.images.1.file": second,
    },
  );

  expect(JSON.parse(body.get("operations") as string)).toEqual({
    query: "",
    operationName: "CreatePost",
    variables: { input: { caption: "Harbour", images: [{ altText: "boat", file: null }, { file: null }] } },
  });
  expect(JSON.parse(body.get("map") as string)).toEqual({
    "0": ["variables.input.images.0.file"],
    "1": ["variables.input.images.1.file"],
  });
  expect((body.get("0") as File).name).toBe("cover.jpg");
  expect((body.get("1") as File).name).toBe("second.png");
  // the caller's variables stay as they were (Relay freezes them)
  expect(variables.input.images[0]!.file).toBe("?");
});
