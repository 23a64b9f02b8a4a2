/**
 * `npm run migrate:emails`: rewrites every stored email to its normalized spelling (trimmed,
 * lower-cased) with the member claims and index keys built from it (normalize-stored-emails.ts).
 * Idempotent: run it again and it changes nothing. Resumable: the cursor after each page is saved
 * to EMAIL_MIGRATION_CHECKPOINT (default `.email-migration-checkpoint.json`) and an interrupted run
 * starts there; a finished run deletes it. Members whose normalized email another member holds are
 * printed as conflicts (exit code 2) for an operator to merge or deactivate. Targets the table named
 * by TABLE_NAME (default `commerce-platform`), or DynamoDB Local when DYNAMODB_ENDPOINT is set.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { normalizeStoredEmails, type ScanCursor } from './normalize-stored-emails';

if (process.env.DYNAMODB_ENDPOINT) {
  // DynamoDB Local accepts any credentials; the local runtime uses these same ones.
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
  process.env.AWS_REGION ??= 'us-east-1';
}
// The shared configuration insists on a cursor key; this script signs no cursors.
process.env.CURSOR_SIGNING_KEY ??= 'unused-by-the-email-migration';

const checkpoint = process.env.EMAIL_MIGRATION_CHECKPOINT ?? '.email-migration-checkpoint.json';
const from = existsSync(checkpoint) ? (JSON.parse(readFileSync(checkpoint, 'utf8')) as ScanCursor) : undefined;
if (from) console.error(`resuming from ${checkpoint}`);

const MAX_PASSES = 5;
try {
  let start = from;
  for (let pass = 1; ; pass++) {
    const { found, normalized, changed, conflicts } = await normalizeStoredEmails({
      from: start,
      onPage: (cursor) => {
        if (cursor) writeFileSync(checkpoint, JSON.stringify(cursor));
      },
    });
    rmSync(checkpoint, { force: true });
    start = undefined;
    console.error(
      `pass ${pass}: ${found} items with an email, ${normalized} normalized, ${changed} changed while rewriting (next pass), ${conflicts.length} conflicts`,
    );
    for (const conflict of conflicts) console.log(JSON.stringify(conflict));
    if (changed === 0) {
      process.exitCode = conflicts.length > 0 ? 2 : 0;
      break;
    }
    if (pass === MAX_PASSES) throw new Error(`items still changing under the migration after ${MAX_PASSES} passes`);
  }
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
