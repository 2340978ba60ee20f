// Whether rows the domain loaded with a fixed Prisma selection answer a GraphQL selection as it
// stands (Pothos' queryFromInfo), so a list can hand those rows to its fields without another
// statement. Pothos resolves a field from its parent row when the query it planned loaded the
// field's selection, so the rows must hold all of it: every relation asked for, with the same
// arguments (a viewer's like is not anyone's like), and every column. When in doubt the answer is
// no, which only costs the statement that loads what was asked.

type Selection = Record<string, unknown>;

const isObject = (value: unknown): value is Selection =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `{ where, orderBy, take, ... }` without the nested selection: what makes two relation loads the same rows. */
function argumentsOf(selection: Selection): string {
  const { select: _select, include: _include, ...args } = selection;
  return JSON.stringify(args, (_key, value: unknown) =>
    isObject(value) ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))) : value,
  );
}

/**
 * True when rows loaded with the Prisma select map `have` (every scalar it holds spelled out)
 * hold everything `want` reads: a Pothos query, `{ select }`, `{ include }` or `{}`, where the
 * last two read all of the model's `scalars`.
 */
export function selectionCovers(have: Selection, want: Selection, scalars: readonly string[]): boolean {
  const { select, include, ...args } = want;
  if (Object.keys(args).length) return false;
  if (isObject(select)) return fieldsCovered(have, select);
  return scalars.every((field) => have[field] === true) && fieldsCovered(have, isObject(include) ? include : {});
}

function fieldsCovered(have: Selection, wanted: Selection): boolean {
  return Object.entries(wanted).every(([field, value]) => {
    if (value === false || value === undefined) return true;
    const held = have[field];
    if (value === true) return held === true;
    return isObject(value) && isObject(held) && relationCovers(held, value);
  });
}

/** A relation's load against the held one: the same arguments, and only held columns and relations. */
function relationCovers(held: Selection, want: Selection): boolean {
  if (argumentsOf(held) !== argumentsOf(want)) return false;
  return isObject(want.select) && isObject(held.select) && fieldsCovered(held.select, want.select);
}
