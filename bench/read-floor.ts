import {
  GetCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
  type GetCommandInput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';

/** One DynamoDB call of a read's floor, as data (it crosses to the read client's thread). */
export type FloorCall = { readonly get: GetCommandInput } | { readonly query: QueryCommandInput };

/**
 * A read's DynamoDB floor: its calls as the handler sends them, step after step, the calls of
 * one step at once (a lookup's item and its counters). Plain data, so the read client's worker
 * thread and the hop floor's server send the very same calls.
 */
export type FloorPlan = readonly (readonly FloorCall[])[];

/** Sends `plan`'s calls through `client`, one step after another, with no HTTP around them. */
export async function sendFloor(client: DynamoDBDocumentClient, plan: FloorPlan): Promise<void> {
  for (const step of plan)
    await Promise.all(
      step.map((call) =>
        'get' in call ? client.send(new GetCommand(call.get)) : client.send(new QueryCommand(call.query)),
      ),
    );
}

/** The DocumentClient commands `plan` sends (`GetCommand`, `QueryCommand`), sorted, for the report's floor column. */
export function floorCalls(plan: FloorPlan): string[] {
  return plan.flatMap((step) => step.map((call) => ('get' in call ? 'GetCommand' : 'QueryCommand'))).sort();
}
