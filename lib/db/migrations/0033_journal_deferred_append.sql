-- A journal record appended by the database (issue #28, docs/journal.md "What one chain allows per second"): the
-- chain's head locked, the record's canonical form completed with the head's values and hashed, the record written
-- and the head moved. The server sends the form cut at the head's values (`pieces`: before the refunds' grand total,
-- the sales', the previous hash, the sequence, and after it), in the order the canonical form holds them.
CREATE FUNCTION "journal_append"(
  p_client_id uuid, p_chain journal_chain, p_kind text, p_occurred_at timestamptz, p_recorded_at timestamptz,
  p_subject_id uuid, p_content jsonb, p_sales_delta bigint, p_refunds_delta bigint, p_pieces text[]
) RETURNS TABLE ("sequence" bigint, "hash" text) LANGUAGE plpgsql AS $$
DECLARE
  head journal_heads%ROWTYPE;
  next_sequence bigint;
  sales bigint;
  refunds bigint;
  record_hash text;
BEGIN
  -- Every record waits for the head's lock, in the row lock's queue. Only the chain's first record makes its head:
  -- an upsert on every record would wake every waiter at each commit (its conflict check waits on the holder's
  -- transaction, not in the row's queue), and those wake-ups cost more than the appends at a rush.
  SELECT * INTO head FROM journal_heads WHERE client_id = p_client_id AND chain = p_chain FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO journal_heads (client_id, chain, last_hash) VALUES (p_client_id, p_chain, repeat('0', 64)) ON CONFLICT (client_id, chain) DO NOTHING;
    SELECT * INTO head FROM journal_heads WHERE client_id = p_client_id AND chain = p_chain FOR UPDATE;
  END IF;
  next_sequence := head.last_sequence + 1;
  sales := head.grand_total_sales + p_sales_delta;
  refunds := head.grand_total_refunds + p_refunds_delta;
  record_hash := encode(sha256(convert_to(
    p_pieces[1] || refunds::text || p_pieces[2] || sales::text || p_pieces[3] || '"' || head.last_hash || '"' || p_pieces[4] || next_sequence::text || p_pieces[5],
    'UTF8')), 'hex');
  INSERT INTO journal_records (client_id, chain, sequence, kind, occurred_at, recorded_at, subject_id, content, previous_hash, hash)
  VALUES (p_client_id, p_chain, next_sequence, p_kind, p_occurred_at, p_recorded_at, p_subject_id,
    jsonb_set(p_content, '{grandTotals}', jsonb_build_object('refunds', refunds, 'sales', sales)), head.last_hash, record_hash);
  UPDATE journal_heads SET last_sequence = next_sequence, last_hash = record_hash, grand_total_sales = sales, grand_total_refunds = refunds, updated_at = p_recorded_at
  WHERE client_id = p_client_id AND chain = p_chain;
  RETURN QUERY SELECT next_sequence, record_hash;
END
$$;--> statement-breakpoint

-- A record whose append waits for its transaction's commit: a sale's, so that the organisation's head (the one lock
-- every sale of the organisation shares) is held from the commit's start to its end, not across the server's round
-- trips. The row lives only inside its transaction: the trigger appends it and removes it. Unlogged: it is never
-- there after a commit, so it has nothing to recover.
CREATE UNLOGGED TABLE "journal_pending" (
  "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  "client_id" uuid NOT NULL,
  "chain" journal_chain NOT NULL,
  "kind" text NOT NULL,
  "occurred_at" timestamptz NOT NULL,
  "recorded_at" timestamptz NOT NULL,
  "subject_id" uuid,
  "content" jsonb NOT NULL,
  "sales_delta" bigint NOT NULL,
  "refunds_delta" bigint NOT NULL,
  "pieces" text[] NOT NULL
);--> statement-breakpoint

CREATE FUNCTION "journal_pending_append"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM journal_append(NEW.client_id, NEW.chain, NEW.kind, NEW.occurred_at, NEW.recorded_at, NEW.subject_id, NEW.content, NEW.sales_delta, NEW.refunds_delta, NEW.pieces);
  DELETE FROM journal_pending WHERE id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint

CREATE CONSTRAINT TRIGGER "journal_pending_append" AFTER INSERT ON "journal_pending" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "journal_pending_append"();
