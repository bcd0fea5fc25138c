// The VIP feature's public face: the /vip page and the member centre's playerRank page, each a chunk of its own.
export const loadVipPage = () => import('./VipPage').then((m) => m.VipPage);
export const loadPlayerRankPage = () => import('./PlayerRankPage').then((m) => m.PlayerRankPage);
