-- Trigram indexes for the games catalogue name search (issue 5). PGlite loads the extension in db/client.ts;
-- on PostgreSQL pg_trgm is a trusted contrib extension (the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
