-- People search matches a name prefix in any case. An ILIKE 'prefix%' cannot use an index and read
-- every user for each keystroke of the typeahead; this expression index, in byte order
-- (text_pattern_ops, so it serves prefixes whatever the database's collation), answers
-- lower("name") ~>=~ prefix range scans. Prisma's schema cannot declare expression indexes: it
-- lives here only, and Prisma's diff leaves it alone (migrate --check and db:status see no drift).
CREATE INDEX "User_lower_name_prefix_idx" ON "User" (lower("name") text_pattern_ops);
