-- pg_trgm backs the contact search index (created in the next migration).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
