// The cashback feature's public face: the member centre's manualRebate page, a chunk of its own.
export const loadManualRebatePage = () => import('./ManualRebatePage').then((m) => m.ManualRebatePage);
