import { Avatar } from "../components/Avatar";

/**
 * A person in a list of found people: their picture, username and name (the search's rows). Inside
 * a link or an option that the username names already: the picture is not read as well.
 */
export function PersonSummary({
  person,
}: {
  person: { readonly username: string; readonly name: string; readonly profileImage: { readonly url: string } };
}) {
  return (
    <>
      <Avatar src={person.profileImage.url} alt="" size="sm" fallbackName={person.username} />
      <span className="min-w-0">
        <span className="block truncate text-sm font-semibold text-slate-900">{person.username}</span>
        <span className="block truncate text-xs text-slate-600">{person.name}</span>
      </span>
    </>
  );
}
