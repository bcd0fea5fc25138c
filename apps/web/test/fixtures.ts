import type { opsWithdrawalSchema, Permission, SettingsNode, SystemStatus } from '@lotus/contracts';
import type { z } from 'zod';

export const permissionFixture: Permission = {
  info: {
    whitelabel: {
      merchantCode: 'LOTUS',
      siteName: 'Lotus',
      logoUrl: '/art/brand/logo.svg',
      faviconUrl: '/art/brand/favicon.svg',
      themeColor: '#0f766e',
      copyright: '© Lotus',
      defaultLanguage: 'vi',
      languages: ['vi', 'en'],
      timeZone: 'Asia/Ho_Chi_Minh',
      currency: 'VND',
      agreementAge: 18,
      gameCategories: [
        { name: 'Xổ số', enName: 'Lottery', gameType: 'LOTT', page: '/lottery', point: 1, sideMenuIcon: 'lottery' },
        { name: 'Game bài', enName: 'Card Games', gameType: 'PVP', page: '/pvp', point: 1, sideMenuIcon: 'pvp' },
        {
          name: 'Casino trực tiếp',
          enName: 'Live Casino',
          gameType: 'LIVE',
          page: '/live',
          point: 0.7,
          sideMenuIcon: 'live',
        },
      ],
      banners: [
        {
          id: 'home-1',
          group: 'home',
          imageUrl: '/art/banners/home-1.svg',
          link: '/promotions',
          title: { vi: 'Thưởng', en: 'Bonus' },
        },
        {
          id: 'w_register',
          group: 'w_register',
          imageUrl: '/art/banners/w_register.svg',
          link: null,
          title: { vi: 'Tham gia Lotus', en: 'Join Lotus' },
        },
      ],
      footer: { vendors: [], payments: [] },
    },
    register: { rules: [], agreementAge: 18 },
    resources: [],
    customerService: { pathList: [{ type: '1', path: '/support/chat' }], email: 'help@lotus.example', social: [] },
    analytics: { gtagId: null },
    imageCDNs: [''],
    launchGameCDNs: [''],
  },
  location: { ip: '203.0.113.7', country: 'US' },
  maintenance: { enabled: false, until: null, message: null },
  regionRestriction: { enabled: false, restricted: false },
};

export const menuFixture: SettingsNode[] = [
  {
    modId: 'LOGIN3',
    name: 'Login',
    enabled: '1',
    childrenNodes: [{ modId: 'LOGINPAGEGUARD3', name: 'Guard', enabled: '0', childrenNodes: [] }],
  },
];

export const statusFixture = (over: Partial<SystemStatus> = {}): SystemStatus => ({
  status: 0,
  maintenance: { enabled: false, until: null, message: null },
  location: { ip: '203.0.113.7', country: 'US' },
  ...over,
});

/** A fetch stub answering site API paths with envelopes. */
export function fakeApi(routes: Record<string, unknown>) {
  return async (input: string | URL | Request) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = url.split('?')[0]!;
    if (!(path in routes))
      return new Response(JSON.stringify({ success: false, errorCode: 'not_found', message: 'nf' }), { status: 404 });
    return new Response(JSON.stringify({ success: true, value: routes[path] }), { status: 200 });
  };
}

/** A withdrawal as the operator API sends it (money as its minor-unit string, decision 0021): W1, requested. */
type OpsWithdrawalWire = z.input<typeof opsWithdrawalSchema>;
export const opsWithdrawalFixture = (over: Partial<OpsWithdrawalWire> = {}): OpsWithdrawalWire => ({
  orderNo: 'W1',
  amount: '123450',
  status: 'requested',
  bankAccount: {
    bankCode: 'VCB',
    bankName: 'Vietcombank',
    maskedAccountNo: '******6789',
    accountName: 'NGUYEN VAN AN',
  },
  createdAt: '2030-01-01T00:00:00.000Z',
  approvedAt: null,
  paidAt: null,
  rejectedAt: null,
  rejectReason: null,
  confirmation: null,
  confirmedAt: null,
  confirmDeadline: null,
  canConfirm: false,
  remark: null,
  proofs: [],
  resolvedAt: null,
  waitingFor: null,
  brand: 'LOTUS',
  username: 'demo01',
  accountNo: '0123456789',
  resolvedBy: null,
  resolutionNote: null,
  approvedBy: null,
  paidBy: null,
  rejectedBy: null,
  firstApprovedBy: null,
  firstApprovedAt: null,
  claim: null,
  disputeClaim: null,
  ...over,
});
