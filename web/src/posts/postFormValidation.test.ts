import { describe, expect, it } from "vitest";
import type { ImageItem } from "./images/PostImagesField";
import { editedImagesInput, imageUploadables, tagList, validatePost } from "./postFormValidation";

const photo = (name: string, type = "image/jpeg") => new File(["x"], name, { type });
const newItem = (file: File, altText = ""): ImageItem => ({ kind: "new", key: file.name, file, altText });
const keptItem = (id: string, altText = ""): ImageItem => ({
  kind: "kept",
  key: id,
  id,
  url: `/uploads/${id}`,
  altText,
});

describe("tagList", () => {
  it("splits on commas, trims, and drops empty items", () => {
    expect(tagList(" sunset, bay,, ")).toEqual(["sunset", "bay"]);
  });
});

describe("validatePost", () => {
  it("lets a captioned post with an image through", () => {
    expect(validatePost({ caption: "Harbour", tags: "sunset, bay," }, [newItem(photo("a.jpg"))])).toEqual({});
  });

  it("asks for a caption, tags without spaces and at least one image", () => {
    expect(validatePost({ caption: "  ", tags: "golden hour" }, [])).toEqual({
      caption: "Please write a caption.",
      tags: "A tag can't contain spaces: separate tags with commas, like sunset, bay.",
      images: "Please select a file.",
    });
  });

  it("refuses an eleventh image and marks the file that is not an image", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => newItem(photo(`${index}.jpg`)));
    expect(validatePost({ caption: "Many", tags: "" }, eleven)).toEqual({
      images: "A post can have at most 10 images.",
    });
    const withText = [newItem(photo("a.jpg")), newItem(photo("notes.txt", "text/plain"))];
    expect(validatePost({ caption: "Two", tags: "" }, withText)).toEqual({
      "images.1.file": "Please select an image file.",
    });
  });
});

describe("the images as the API takes them", () => {
  it("sends kept images by id and new ones as files at their place in the list", () => {
    const added = photo("b.jpg");
    const items = [keptItem("img1", "a boat"), newItem(added, "a bay")];
    expect(editedImagesInput(items)).toEqual([
      { imageId: "img1", altText: "a boat" },
      { file: added, altText: "a bay" },
    ]);
    expect(imageUploadables(items)).toEqual({ "input.images.1.file": added });
  });
});
