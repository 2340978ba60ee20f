-- A hashtag's page (/tags/{tag}) finds the tag in any case: #Code and #code are one tag, though
-- the first spelling of each is stored as typed. This expression index answers
-- lower("name") = lower($1). Prisma's schema cannot declare expression indexes: it lives here
-- only, and Prisma's diff leaves it alone (as User_lower_name_prefix_idx).
CREATE INDEX "Tag_lower_name_idx" ON "Tag" (lower("name"));
