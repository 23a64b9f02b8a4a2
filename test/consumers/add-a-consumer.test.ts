import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { afterAll, describe, expect, it } from 'vitest';
import { consumers, manifest } from '../../functions/manifest';
import { streamFilterPattern, type ConsumerDefinition } from '../../shared/edge/consumers/consumer-definition';
import { actionsOf, functionById, logicalIdOf, refersTo, statementsOf } from '../cdk/functions';
import { resourcesOf, synthesize } from '../cdk/synth';

const root = resolve(import.meta.dirname, '../..');
const guide = readFileSync(join(root, 'docs/contributing.md'), 'utf8');
const section = guide.slice(
  guide.indexOf('## Add an event consumer'),
  guide.indexOf('\n## ', guide.indexOf('## Add an event consumer') + 1),
);

/** The body of the guide's TypeScript block whose first line is `// <heading>`, without that line. */
function block(heading: string): string {
  const found = [...section.matchAll(/```ts\n\/\/ ([^\n]*)\n([\s\S]*?)```/g)].find((match) =>
    match[1]!.startsWith(heading),
  );
  if (!found) throw new Error(`No block "// ${heading}" in the guide's consumer section`);
  return found[2]!;
}

// Step 1, as written: the entry literal the guide appends to `consumers`.
const entry = new Function(
  `return (${block('functions/consumers/manifest.ts').trim().replace(/,$/, '')});`,
)() as ConsumerDefinition;

/**
 * Step 2, as written, in a scratch tree shaped like the project's: the handler module verbatim, a
 * manifest holding the guide's entry, the kit re-exported from the project, and the domain call the
 * guide leaves to the contributor as a double that records members and refuses one mailbox.
 */
const scratch = join(root, '.build', `add-a-consumer-${process.pid}`);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
function writeScratch(path: string, text: string): string {
  const file = join(scratch, path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return file;
}
const handlerFile = writeScratch(`functions/${entry.handler}.ts`, block(`functions/${entry.handler}.ts`));
writeScratch(
  'functions/consumers/manifest.ts',
  `export const consumer = (id: string) => { if (id !== ${JSON.stringify(entry.id)}) throw new Error(id); return ${JSON.stringify(entry)} as const; };\n`,
);
for (const kitModule of readdirSync(join(root, 'shared/edge/consumers'))) {
  writeScratch(
    `shared/edge/consumers/${kitModule}`,
    `export * from ${JSON.stringify(join(root, 'shared/edge/consumers', kitModule))};\n`,
  );
}
const domainFile = writeScratch(
  'shared/domains/members/welcome-member.ts',
  `export const welcomed: unknown[] = [];
export async function welcomeMember(member: Record<string, unknown>) {
  if (member.email === 'bounce@example.com') throw new Error('mailbox refused');
  welcomed.push(member.id);
}
`,
);

let sequence = 0;
/** A stream record as Lambda hands it over. */
function streamRecord(eventName: DynamoDBRecord['eventName'], item: Record<string, unknown>): DynamoDBRecord {
  sequence += 1;
  return {
    eventName,
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(sequence), NewImage: marshall(item) as never, StreamViewType: 'NEW_IMAGE' },
  };
}

describe('the guide\'s "Add an event consumer"', () => {
  it('declares a stream consumer entry and a handler module the kit runs', () => {
    expect(entry).toMatchObject({
      id: 'welcomeMember',
      trigger: { kind: 'table-stream' },
      access: { reservedConcurrency: expect.any(Number) },
    });
    expect(block(`functions/${entry.handler}.ts`)).toContain(`consumer('${entry.id}')`);
  });

  it('runs the record handler on the records its filter selects, in order, and reports the first failure for the stream to resume from', async () => {
    const { handler } = (await import(handlerFile)) as { handler: (event: DynamoDBStreamEvent) => Promise<unknown> };
    const { welcomed } = (await import(domainFile)) as { welcomed: unknown[] };
    const member = (id: number, email: string) => ({ entity: 'member', id, company_id: 7, email });
    const bounced = streamRecord('INSERT', member(3, 'bounce@example.com'));
    const event: DynamoDBStreamEvent = {
      Records: [
        streamRecord('INSERT', member(1, 'ada@example.com')),
        streamRecord('INSERT', { entity: 'company_event', id: 1, company_id: 7 }),
        streamRecord('MODIFY', member(2, 'bob@example.com')),
        bounced,
        streamRecord('INSERT', member(4, 'cy@example.com')),
      ],
    };
    expect(await handler(event)).toEqual({ batchItemFailures: [{ itemIdentifier: bounced.dynamodb!.SequenceNumber }] });
    expect(welcomed).toEqual([1]);
    // The stream resumes from the bounced record; once it goes through, the rest follows.
    welcomed.length = 0;
    expect(
      await handler({ Records: [streamRecord('INSERT', member(3, 'cat@example.com')), ...event.Records.slice(4)] }),
    ).toEqual({ batchItemFailures: [] });
    expect(welcomed).toEqual([3, 4]);
  });

  it('synthesizes the function, its filtered stream trigger and exactly the grants its access declares', () => {
    // The scratch handler has no bundle: the function deploys an existing consumer's.
    const app = synthesize({
      routes: [manifest[0]!],
      consumers: [...consumers, { ...entry, handler: consumers[0]!.handler }],
    });
    const fn = functionById(app.stacks, entry.id);
    expect(fn.stack).toBe('CommercePlatform-Events');
    expect(fn.resource.Properties).toMatchObject({
      Description: `${entry.description} (${entry.id})`,
      ReservedConcurrentExecutions: entry.access.reservedConcurrency,
    });

    const table = logicalIdOf(app.stack('CommercePlatform-Core'), 'AWS::DynamoDB::Table', () => true);
    const [mapping, ...others] = resourcesOf(app.stacks, 'AWS::Lambda::EventSourceMapping').filter(
      ({ resource }) => resource.Properties.FunctionName.Ref === fn.id,
    );
    expect(others).toEqual([]);
    expect(refersTo(mapping!.resource.Properties.EventSourceArn, table)).toBe(true);
    expect(mapping!.resource.Properties).toMatchObject({
      BatchSize: 25,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(JSON.parse(mapping!.resource.Properties.FilterCriteria.Filters[0].Pattern)).toEqual(
      streamFilterPattern({ entity: 'member', eventName: 'INSERT' }),
    );

    const actions = statementsOf(app.stacks, fn).flatMap(actionsOf);
    expect(actions).toEqual(expect.arrayContaining(['dynamodb:GetItem', 'dynamodb:Query', 'ses:SendEmail']));
    // `table: 'read'`: no item writes; no resource it does not use.
    for (const absent of [
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
      'dynamodb:BatchWriteItem',
      'events:PutEvents',
      'scheduler:CreateSchedule',
    ])
      expect(actions).not.toContain(absent);
  });
});
