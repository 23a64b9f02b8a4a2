import type { Member, MemberKind } from './member-entity';
import { memberTypeView, type MemberTypeView } from './member-types';

/** A member as the API and the `member_*` webhook payloads show it. */
export interface MemberView {
  id: number;
  type: MemberKind;
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  username: string | null;
  country_code: string;
  role: string | null;
  active: boolean;
  member_type: MemberTypeView | null;
  sponsor: Member['sponsor'];
  created_at: string;
  updated_at: string;
}

/** Derives the member's public shape (full_name is computed here and nowhere else). */
export function memberView(member: Member): MemberView {
  const {
    id,
    type,
    email,
    first_name,
    last_name,
    username,
    country_code,
    role,
    active,
    sponsor,
    created_at,
    updated_at,
  } = member;
  const full_name = [first_name, last_name].filter(Boolean).join(' ');
  // Reps created by an admin before member types existed (or since) are of the rep type.
  const typeSlug = member.member_type ?? (type === 'rep' ? 'rep' : null);
  return {
    id,
    type,
    email,
    first_name,
    last_name,
    full_name,
    username,
    country_code,
    role,
    active,
    member_type: typeSlug && memberTypeView(typeSlug),
    sponsor,
    created_at,
    updated_at,
  };
}
