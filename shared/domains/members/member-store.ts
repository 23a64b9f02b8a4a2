import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../platform/db/client';
import { readUniqueClaim } from '../../platform/db/unique';
import { NotFound } from '../../platform/errors/domain-error';
import { memberEntity, memberSortKey, type Member, type MemberKind } from './member-entity';
import { memberView, type MemberView } from './member-view';
import { normalizeEmail } from '../../platform/schema/email';

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
  return memberEntity.get({ company_id: companyId, id });
}

/**
 * The company's member holding `email`, or undefined: the email's uniqueness claim names the member
 * (GetItem), then one GetItem reads it. Strongly consistent, so a member enrolled a moment ago is found.
 */
export async function findMemberByEmail(companyId: number, email: string): Promise<Member | undefined> {
  const claim = await readUniqueClaim(`member_email#${companyId}`, normalizeEmail(email), { consistent: true });
  if (typeof claim?.member_id !== 'number') return undefined;
  return memberEntity.get({ company_id: companyId, id: claim.member_id }, { consistent: true });
}

/** One member of the company (strongly consistent GetItem); 404 for any other company's id. */
export async function getMember(companyId: number, id: number): Promise<Member> {
  const member = await memberEntity.get({ company_id: companyId, id }, { consistent: true });
  if (!member) throw new NotFound('Member');
  return member;
}

/**
 * One offset page of the company's members, newest first. A country filter queries gsi1 (that
 * country's members only); otherwise the company partition's MEMBER# range. The other filters are
 * applied by DynamoDB as a FilterExpression, so the walk reads the whole range once to count the
 * matches: admin lists are bounded per company, which keeps that acceptable.
 */
export async function listMembers(
  companyId: number,
  filters: MemberFilters,
  page: { page: number; perPage: number },
): Promise<{ members: MemberView[]; totalCount: number }> {
  const conditions: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filters.type) {
    conditions.push('#type = :type');
    names['#type'] = 'type';
    values[':type'] = filters.type;
  }
  if (filters.active !== undefined) {
    conditions.push('active = :active');
    values[':active'] = filters.active;
  }
  if (filters.q) {
    conditions.push('contains(search_text, :q)');
    values[':q'] = filters.q.toLowerCase();
  }
  const options = {
    newestFirst: true,
    ...(conditions.length > 0 && { filter: { expression: conditions.join(' AND '), names, values } }),
  };
  const input = filters.country
    ? memberEntity.query('byCountry', { company_id: companyId, country_code: filters.country }, options)
    : memberEntity.query('primary', { company_id: companyId }, { ...options, skPrefix: memberSortKey() });
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
    new QueryCommand({
      ...memberEntity.query('byEmail', { email: normalizeEmail(email) }, { limit: 50 }),
      TableName: tableName(),
    }),
  );
  return (Items ?? [])
    .map((item) => memberEntity.fromRecord(item))
    .filter((member) => member.active)
    .slice(0, limit);
}
