/** The enrollment packs family as data (family-descriptor.ts); its behaviour is families/enrollment-packs.ts. */
export const enrollmentPacksDescriptor = {
  name: 'enrollment_pack',
  plural: 'enrollment_packs',
  bodyKey: 'enrollment_pack',
  label: 'Enrollment pack',
  pageKind: 'enrollment_pack',
  switchField: 'active',
  defaultSort: '-created_at',
  page: { localizedNotFound: true },
} as const;
