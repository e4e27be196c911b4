-- Home's library documents join Education's library (issue 29): one library, one table. Each
-- document becomes a file item, its free-text category mapped onto the library's shelves, its
-- date of addition its date of publication; its file stays where it is (DATA_DIR/files).
-- Hand-written: it must run before the generated migration that drops library_documents.
INSERT INTO "education_library_items" (
  "id", "title", "description", "category", "kind", "author", "file_name", "content_type",
  "size_bytes", "storage_key", "url", "published_at", "created_at", "updated_at"
)
SELECT
  "id", "title", "description",
  CASE
    WHEN lower("category") IN ('guide', 'e-book', 'policy', 'sop') THEN lower("category")
    WHEN lower("category") IN ('ebook', 'e-books', 'books', 'book') THEN 'e-book'
    WHEN lower("category") IN ('regulation', 'regulations', 'policy', 'policies', 'legal') THEN 'policy'
    WHEN lower("category") IN ('template', 'templates', 'sops', 'procedure', 'procedures') THEN 'sop'
    ELSE 'guide'
  END,
  'file', 'Pharma Portal', "file_name", "content_type",
  "size_bytes", "storage_key", NULL, "created_at", "created_at", "updated_at"
FROM "library_documents"
ON CONFLICT DO NOTHING;
