/** Recent popular posts from people the viewer does not follow. */
export const EXPLORE_PATH = "/explore";
