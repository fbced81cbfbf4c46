// `npm run journal:verify`: recomputes every organisation's journal chains (hashes, sequence, grand totals) in the
// configured database (DATABASE_URL, else the embedded one under DATA_DIR, which no server may hold open) and names
// the first broken record of each. Exits 1 when a chain is broken. `-- --client <id>`: one organisation only.
// Each organisation's check is kept (journal_checks, source `script`) with its technical event, like the daily job's.
import { checkAndRecordJournal } from '../features/journal/server/check-and-record-journal';
import { closeDatabase, getDb } from '../lib/db';

async function main() {
  const at = process.argv.indexOf('--client');
  const clientId = at > 0 ? process.argv[at + 1] : undefined;
  const recorded = await checkAndRecordJournal(await getDb(), 'script', clientId);
  await closeDatabase();
  const checks = recorded.flatMap((organisation) => organisation.chains.map((chain) => ({ clientId: organisation.clientId, ...chain })));
  console.log('| organisation | chain | records | grand total sales | grand total refunds | result |');
  console.log('|---|---|---:|---:|---:|---|');
  for (const check of checks) {
    const result = check.firstBreak ? `BROKEN at record ${check.firstBreak.sequence}${check.firstBreak.recordId ? ` (${check.firstBreak.recordId})` : ''}: ${check.firstBreak.reason}` : 'intact';
    console.log(`| ${check.clientId} | ${check.chain} | ${check.records} | ${check.grandTotals.sales} | ${check.grandTotals.refunds} | ${result} |`);
  }
  if (!checks.length) console.log('No journal yet.');
  if (checks.some((check) => check.firstBreak)) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
