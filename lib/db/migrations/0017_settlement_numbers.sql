ALTER TABLE "clients" ADD COLUMN "last_settlement_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "event_closings" ADD COLUMN "settlement_number" text;--> statement-breakpoint
-- Backfill (issue #24): every closing made before gets its organiser's next number, in closing order (then by event
-- id, for two closings in the same millisecond), with the year of its closing in Paris; the organiser's counter
-- starts after the last one. Their stored snapshots stay as they are (their hash covers them): the number is read
-- from this column. A 5-digit number keeps its digits (lpad alone would cut it to 4).
with numbered as (
  select c.event_id,
         to_char(c.closed_at at time zone 'Europe/Paris', 'YYYY') as year,
         row_number() over (partition by p.owner_client_id order by c.closed_at, c.event_id) as n
  from event_closings c
  join events e on e.id = c.event_id
  join projects p on p.id = e.project_id
)
update event_closings
set settlement_number = 'BIL-' || numbered.year || '-' || lpad(numbered.n::text, greatest(4, length(numbered.n::text)), '0')
from numbered
where event_closings.event_id = numbered.event_id;--> statement-breakpoint
update clients
set last_settlement_number = counted.closings
from (
  select p.owner_client_id as client_id, count(*)::int as closings
  from event_closings c
  join events e on e.id = c.event_id
  join projects p on p.id = e.project_id
  group by p.owner_client_id
) counted
where clients.id = counted.client_id;
