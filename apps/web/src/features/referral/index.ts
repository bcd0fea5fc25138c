// The referral feature's public face: the member-centre page (invite friends) is a chunk of its own.
export const loadReferralPage = () => import('./ReferralPage').then((m) => m.ReferralPage);
