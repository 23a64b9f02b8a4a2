import type { Member } from './member-entity';

/** A member as the API and the `member_*` webhook payloads show it. */
export interface MemberView {
  id: number;
  type: 'rep' | 'admin';
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  username: string | null;
  country_code: string;
  role: string | null;
  active: boolean;
  created_at: string;
  updated_at: string;
}

/** Derives the member's public shape (full_name is computed here and nowhere else). */
export function memberView(member: Member): MemberView {
  const { id, type, email, first_name, last_name, username, country_code, role, active, created_at, updated_at } = member;
  const full_name = [first_name, last_name].filter(Boolean).join(' ');
  return { id, type, email, first_name, last_name, full_name, username, country_code, role, active, created_at, updated_at };
}
