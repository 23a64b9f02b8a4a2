/** The admin's screens: the menu shows those whose view permission the member holds. */
export const screens = [
  {
    path: 'events',
    label: 'Company events',
    permission: 'events.view',
    summary: 'The company calendar shown to members, its reminders and notifications.',
  },
] as const;

export type Screen = (typeof screens)[number];
