import { Link } from "react-router-dom";
import { tagPath } from "../tagPath";
import { captionParts } from "./captionParts";
import { mentionPath } from "./mentionPath";

const linkClassName = "font-medium text-brand-700 hover:underline";

/**
 * A caption or comment with its #tags and @mentions as links. Every part is a React text node or
 * a Link around one: nothing a person wrote is ever read as HTML.
 */
export function Caption({ text }: { readonly text: string }) {
  return captionParts(text).map((part, index) => {
    switch (part.kind) {
      case "text":
        return part.text;
      case "tag":
        return (
          <Link key={index} to={tagPath(part.tag)} className={linkClassName}>
            {part.text}
          </Link>
        );
      case "mention":
        return (
          <Link key={index} to={mentionPath(part.username)} className={linkClassName}>
            {part.text}
          </Link>
        );
    }
  });
}
