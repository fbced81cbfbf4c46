-- A statement that takes units (a sale's insert) refuses itself when a level was short (issue #28): the server may
-- then send its COMMIT right behind it without reading its answer first, and a short take fails the statement, which
-- makes that COMMIT a ROLLBACK. `taken`: the levels the take moved, as the statement answers them otherwise
-- (inventory_id, inventory_item_id); the error's detail holds them, for the server to name the short lines.
CREATE FUNCTION "take_or_refuse"(p_planned bigint, p_taken jsonb) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF jsonb_array_length(p_taken) < p_planned THEN
    RAISE EXCEPTION 'not enough available in inventory' USING ERRCODE = 'MS409', DETAIL = p_taken::text;
  END IF;
  RETURN true;
END;
$$;
