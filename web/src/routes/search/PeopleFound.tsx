import { Link } from "react-router-dom";
import { PersonSummary } from "../../users/PersonSummary";
import { Card } from "../../components/Card";
import { profilePath } from "../../users/profilePath";

export interface FoundPerson {
  readonly id: string;
  readonly databaseId: string;
  readonly username: string;
  readonly name: string;
  readonly isViewer: boolean;
  readonly profileImage: { readonly url: string };
}

/** The search page's People section: whose username or name starts with what was searched. */
export function PeopleFound({ people, searched }: { people: readonly FoundPerson[]; searched: string }) {
  return (
    <section aria-labelledby="search-people" className="mb-6">
      <h2 id="search-people" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600">
        People
      </h2>
      <Card className="p-1.5">
        {people.length === 0 ? (
          <p className="px-3 py-2 text-sm text-slate-600">No one’s name starts with “{searched}”.</p>
        ) : (
          <ul aria-label={`People matching ${searched}`}>
            {people.map((person) => (
              <li key={person.id}>
                <Link
                  to={profilePath(person)}
                  className="flex items-center gap-3 rounded-lg px-3 py-2 hover:bg-slate-100 focus-visible:bg-slate-100"
                >
                  <PersonSummary person={person} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
