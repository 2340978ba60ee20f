/** The Suggested People page's address: the home page's right column, for screens without it. */
export const PEOPLE_PATH = "/people";
