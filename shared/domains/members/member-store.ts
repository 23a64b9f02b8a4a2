import { GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { uniqueKey } from '../../platform/db/unique';
import { NotFound } from '../../platform/errors/domain-error';
import { memberEntity, memberSortKey, type Member, type MemberKind } from './member-entity';
import { memberView, type MemberView } from './member-view';

/** Filters of the members list. */
export interface MemberFilters {
  type?: MemberKind;
  /** ISO alpha-2 country code. */
  country?: string;
  active?: boolean;
  /** Case-insensitive substring of email, names or username. */
  q?: string;
}

/** One member of the company (GetItem), or undefined (for checks that answer 422 rather than 404). */
export async function findMember(companyId: number, id: number): Promise<Member | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: memberEntity.key({ company_id: companyId, id }) }));
  return Item ? memberEntity.fromRecord(Item) : undefined;
}

/**
 * The company's member holding `email`, or undefined: the email's uniqueness claim names the member
 * (GetItem), then one GetItem reads it. Strongly consistent, so a member enrolled a moment ago is found.
 */
export async function findMemberByEmail(companyId: number, email: string): Promise<Member | undefined> {
  const { Item: claim } = await db().send(new GetCommand({ TableName: tableName(), Key: uniqueKey(`member_email#${companyId}`, email.toLowerCase()), ConsistentRead: true }));
  if (typeof claim?.member_id !== 'number') return undefined;
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: memberEntity.key({ company_id: companyId, id: claim.member_id }), ConsistentRead: true }));
  return Item ? memberEntity.fromRecord(Item) : undefined;
}

/** One member of the company (strongly consistent GetItem); 404 for any other company's id. */
export async function getMember(companyId: number, id: number): Promise<Member> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: memberEntity.key({ company_id: companyId, id }), ConsistentRead: true }));
  if (!Item) throw new NotFound('Member');
  return memberEntity.fromRecord(Item);
}

/**
 * One offset page of the company's members, newest first. A country filter queries gsi1 (that
 * country's members only); otherwise the company partition's MEMBER# range. The other filters are
 * applied by DynamoDB as a FilterExpression, so the walk reads the whole range once to count the
 * matches: admin lists are bounded per company, which keeps that acceptable.
 */
export async function listMembers(companyId: number, filters: MemberFilters, page: { page: number; perPage: number }): Promise<{ members: MemberView[]; totalCount: number }> {
  const query = filters.country
    ? memberEntity.query('byCountry', { company_id: companyId, country_code: filters.country })
    : memberEntity.query('primary', { company_id: companyId }, { skPrefix: memberSortKey() });
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filters.type) (conditions.push('#type = :type'), (names['#type'] = 'type'), (values[':type'] = filters.type));
  if (filters.active !== undefined) (conditions.push('active = :active'), (values[':active'] = filters.active));
  if (filters.q) (conditions.push('contains(search_text, :q)'), (values[':q'] = filters.q.toLowerCase()));
  const input: Omit<QueryCommandInput, 'TableName'> = {
    ...query,
    ScanIndexForward: false,
    ...(conditions.length > 0 && {
      FilterExpression: conditions.join(' AND '),
      ExpressionAttributeNames: { ...query.ExpressionAttributeNames, ...names },
      ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ...values },
    }),
  };
  const skip = (page.page - 1) * page.perPage;
  const members: MemberView[] = [];
  let totalCount = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const result = await db().send(new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of result.Items ?? []) {
      if (totalCount >= skip && members.length < page.perPage) members.push(memberView(memberEntity.fromRecord(item)));
      totalCount += 1;
    }
    startKey = result.LastEvaluatedKey;
  } while (startKey);
  return { members, totalCount };
}

/** Active members (admins, reps, customers) with this email in any company (gsi2), for sign-in link requests; at most `limit`. */
export async function findActiveMembersByEmail(email: string, limit = 10): Promise<Member[]> {
  const { Items } = await db().send(
    new QueryCommand({ ...memberEntity.query('byEmail', { email: email.toLowerCase() }), TableName: tableName(), Limit: 50 }),
  );
  return (Items ?? [])
    .map((item) => memberEntity.fromRecord(item))
    .filter((member) => member.active)
    .slice(0, limit);
}
