/** The frame pages' entries (src/<entry>.ts, built to dist/<entry>.js and dist/<entry>.css). */
export const FRAME_ENTRIES = ['house', 'fish', 'xidach', 'tables', 'lottery', 'sports'] as const;
export type FrameEntry = (typeof FRAME_ENTRIES)[number];

/** Where the server serves the build (dist/…): the entries, their chunks and the fonts. */
export const FRAME_ASSETS_BASE = '/house/assets';
