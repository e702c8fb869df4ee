-- Trigram matching for the feeds' case-insensitive "contains" search (GIN indexes on search_text).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
