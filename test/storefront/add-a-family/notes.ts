import { z } from 'zod';
import { defineFamily } from '../../../shared/domains/storefront/engine/family';
import { contentSorts } from '../../../shared/domains/storefront/families/content-rules';
import { notesDescriptor } from './notes-descriptor';

type NoteFields = { mood: 'calm' | 'loud' };

/** Step 2 of docs/contributing.md "Add a storefront family": the throwaway family's behaviour module. */
export const notes = defineFamily<NoteFields>({
  ...notesDescriptor,
  statuses: ['draft', 'scheduled', 'published'],
  countryScoped: true,
  writeFields: () => ({ mood: z.enum(['calm', 'loud']) }),
  defaults: { mood: 'calm' },
  viewFields: () => ({ mood: z.enum(['calm', 'loud']) }),
  translatable: ['title'],
  listOmits: [],
  filters: {
    mood: {
      schema: () => z.enum(['calm', 'loud']),
      description: 'calm or loud',
      matches: (item, value) => item.mood === value,
    },
  },
  sorts: contentSorts,
  slug: { settable: true, followsTitle: false },
  hooks: { present: (item) => ({ mood: item.mood }) },
  example: {},
});
