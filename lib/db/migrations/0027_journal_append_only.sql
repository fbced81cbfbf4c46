-- The journal is append-only (issue #27, docs/journal.md): the database itself refuses to change or remove a record,
-- whoever asks (the app, a migration, a person with a SQL console). A correction is a new record. Someone able to
-- drop this trigger could still edit a row: that is what the chain's hashes and `npm run journal:verify` are for.
CREATE FUNCTION "journal_records_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal_records is append-only: % refused', TG_OP USING ERRCODE = '55000';
END
$$;--> statement-breakpoint
CREATE TRIGGER "journal_records_no_update_or_delete" BEFORE UPDATE OR DELETE ON "journal_records" FOR EACH ROW EXECUTE FUNCTION "journal_records_append_only"();--> statement-breakpoint
CREATE TRIGGER "journal_records_no_truncate" BEFORE TRUNCATE ON "journal_records" FOR EACH STATEMENT EXECUTE FUNCTION "journal_records_append_only"();
