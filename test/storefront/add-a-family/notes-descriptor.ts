/** Step 1 of docs/contributing.md "Add a storefront family": a throwaway family's descriptor. */
export const notesDescriptor = {
  name: 'note',
  plural: 'notes',
  bodyKey: 'note',
  label: 'Note',
  pageKind: 'note',
  switchField: 'active',
  defaultSort: '-created_at',
} as const;
