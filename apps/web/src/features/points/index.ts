// The points mall's public face: the page is a chunk of its own.
export const loadPointMallPage = () => import('./PointMallPage').then((m) => m.PointMallPage);
