/** The follow requests screen: a word, never a user id (those are UUIDs), so it shadows no profile. */
export const followRequestsPath = "/follow-requests";
