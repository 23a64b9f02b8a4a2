import type { Member } from './member-entity';
import { memberView } from './member-view';

/** A member as the members v2025-06 surface shows it (docs/field.md "Members v2025-06"). */
export interface MemberDetailView {
  id: string;
  email: string;
  name: string;
  first_name: string;
  last_name: string;
  username: string | null;
  member_type_slug: string | null;
  activity_status: 'active' | 'inactive';
  external_id: string | null;
  phone: string | null;
  country_code: string;
  sponsor_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The v2025-06 view: ids as strings (the surface's convention), the sponsor by id. */
export function memberDetailView(member: Member): MemberDetailView {
  const view = memberView(member);
  return {
    id: String(member.id),
    email: member.email,
    name: view.full_name,
    first_name: member.first_name,
    last_name: member.last_name,
    username: member.username,
    member_type_slug: view.member_type?.slug ?? null,
    activity_status: member.active ? 'active' : 'inactive',
    external_id: member.external_id,
    phone: member.phone,
    country_code: member.country_code,
    sponsor_id: member.sponsor ? String(member.sponsor.id) : null,
    created_at: member.created_at,
    updated_at: member.updated_at,
  };
}
