/** The playlists family as data (family-descriptor.ts); its behaviour is families/playlists.ts. */
export const playlistsDescriptor = {
  name: 'library',
  plural: 'playlists',
  bodyKey: 'library',
  label: 'Playlist',
  pageKind: 'library',
  switchField: 'active',
  defaultSort: '-created_at',
  page: { localizedNotFound: true },
} as const;
