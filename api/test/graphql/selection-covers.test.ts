// Rows loaded with a fixed selection answer a Pothos query only when they hold all of it, loaded
// with the same arguments: otherwise the list loads what the query asks.
import { expect, it } from "vitest";
import { selectionCovers } from "../../src/graphql/selection-covers.ts";

const SCALARS = ["id", "caption", "createdAt"];
const held = {
  id: true,
  caption: true,
  createdAt: true,
  likes: { where: { userId: "viewer" }, take: 1, select: { id: true } },
  author: { select: { id: true, username: true, avatar: { select: { url: true } } } },
};

it("covers a query of held columns and relations, whatever the order of their arguments", () => {
  expect(selectionCovers(held, {}, SCALARS)).toBe(true);
  expect(selectionCovers(held, { select: { id: true, caption: true } }, SCALARS)).toBe(true);
  expect(
    selectionCovers(
      held,
      {
        include: {
          likes: { take: 1, select: { id: true }, where: { userId: "viewer" } },
          author: { select: { avatar: { select: { url: true } } } },
        },
      },
      SCALARS,
    ),
  ).toBe(true);
});

it("does not cover a column, a relation or a whole row it does not hold", () => {
  expect(selectionCovers(held, { select: { tagsText: true } }, SCALARS)).toBe(false);
  expect(selectionCovers(held, { include: { author: { select: { email: true } } } }, SCALARS)).toBe(false);
  expect(selectionCovers(held, { include: { author: true } }, SCALARS)).toBe(false);
  expect(selectionCovers({ ...held, caption: undefined }, { include: {} }, SCALARS)).toBe(false);
});

it("does not cover a relation loaded with other arguments: someone else's like is not the viewer's", () => {
  expect(
    selectionCovers(
      held,
      { include: { likes: { where: { userId: "someone" }, take: 1, select: { id: true } } } },
      SCALARS,
    ),
  ).toBe(false);
  expect(
    selectionCovers(held, { include: { likes: { where: { userId: "viewer" }, select: { id: true } } } }, SCALARS),
  ).toBe(false);
  expect(selectionCovers(held, { where: { id: "x" } }, SCALARS)).toBe(false);
});
