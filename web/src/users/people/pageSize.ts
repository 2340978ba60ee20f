/** People per page in the lists of followers, following and likers. */
export const PAGE_SIZE = 20;
