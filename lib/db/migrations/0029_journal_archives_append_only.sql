-- A period's archive is kept as it was signed (issue #27, docs/journal.md): like the journal's records, the database
-- refuses to change or remove one, whoever asks. The function names the table it guards, so it can serve others.
CREATE FUNCTION "append_only_table"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = '55000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_archives_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_archives" FOR EACH ROW EXECUTE FUNCTION "append_only_table"();--> statement-breakpoint
CREATE TRIGGER "journal_archives_no_truncate" BEFORE TRUNCATE ON "journal_archives" FOR EACH STATEMENT EXECUTE FUNCTION "append_only_table"();
