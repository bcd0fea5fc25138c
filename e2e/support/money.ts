import { ACCOUNT_PATHS, MONEY_PATHS } from '@lotus/contracts';
import type { Locator, Page } from 'playwright-core';
import { accountButton, registerThroughDialog, testIp, uniqueMobile, uniqueUsername } from './accounts';
import { newPage } from './browser';
import { baseUrl } from './env';
import { opsApi } from './ops';

/** A call to the site API as the signed-in member of `page` (its session token). */
export async function memberApi<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  const res = await fetch(new URL(path, baseUrl()), {
    method,
    headers: {
      Authorization: token ?? '',
      Merchant: 'LOTUS',
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { success: boolean; value: T; errorCode?: string };
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.errorCode}`);
  return json.value;
}

/** Funds the member of `page`: a bank-transfer deposit order of `amount` (major units), approved by the operator. */
export async function deposit(page: Page, amount: string) {
  const channels = await memberApi<{ id: number; type: string }[]>(page, 'GET', '/wps/deposit/channels');
  const bank = channels.find((c) => c.type === 'bank_transfer') ?? channels[0];
  if (!bank) throw new Error('no deposit channel');
  const order = await memberApi<{ orderNo: string }>(page, 'POST', '/wps/deposit/orders', {
    channelId: bank.id,
    amount,
    payerName: 'NGUYEN VAN A',
  });
  await opsApi('POST', `/ops/deposits/${order.orderNo}/approve`);
}

/**
 * Makes the member of `page` ready to withdraw through the security centre (Vietnamese): the payee name
 * that bank accounts must match, and a payment password (the sign-in password confirms it).
 */
export async function setUpPayee(page: Page, o: { payee: string; password: string; payPassword: string }) {
  await page.goto('/index?mc=securityCenter');
  const sc = page
    .getByRole('dialog', { name: 'Trung tâm thành viên' })
    .getByRole('region', { name: 'Tài khoản của tôi', exact: true });
  const profile = sc.getByRole('region', { name: 'Thông tin cá nhân' });
  await profile.getByLabel('Họ tên chủ tài khoản', { exact: true }).fill(o.payee);
  await profile.getByRole('button', { name: /Lưu/ }).click();
  await profile.getByText('Thông tin của bạn đã được lưu.').waitFor();
  const payment = sc.getByRole('region', { name: 'Mật khẩu thanh toán' });
  await payment.getByLabel('Mật khẩu đăng nhập', { exact: true }).fill(o.password);
  await payment.getByLabel('Mật khẩu thanh toán mới', { exact: true }).fill(o.payPassword);
  await payment.getByLabel('Nhập lại mật khẩu thanh toán', { exact: true }).fill(o.payPassword);
  await payment.getByRole('button', { name: 'Đặt mật khẩu thanh toán' }).click();
  await payment.getByText('Mật khẩu thanh toán đã được lưu.').waitFor();
}

/** The seeded demo member, with the payee name and payment password the specs give it. */
export const DEMO01 = {
  username: 'demo01',
  password: 'Demo1234',
  mobile: '84 912345678',
  payee: 'Nguyen Van Demo',
  payPassword: '135790',
} as const;

/**
 * Gives the signed-in demo01 of `page` its payee name and payment password unless it has them already: several
 * specs need them and share one server when the specs run in one group.
 */
export async function readyDemo01ToPay(page: Page) {
  const profile = await memberApi<{ hasPaymentPassword: boolean }>(page, 'GET', ACCOUNT_PATHS.profile);
  if (!profile.hasPaymentPassword) {
    await setUpPayee(page, { payee: DEMO01.payee, password: DEMO01.password, payPassword: DEMO01.payPassword });
  }
}

/** Binds a VCB account (…6789, holder pre-filled from the payee name) on the withdrawal page's region. */
export async function bindBankAccount(withdraw: Locator, payPassword: string) {
  await withdraw.getByRole('button', { name: 'Thêm tài khoản' }).click();
  await withdraw.getByLabel('Ngân hàng', { exact: true }).selectOption('VCB');
  await withdraw.getByLabel('Số tài khoản', { exact: true }).fill('0123456789');
  await withdraw.getByLabel('Mật khẩu thanh toán', { exact: true }).fill(payPassword);
  await withdraw.getByRole('button', { name: 'Liên kết tài khoản' }).click();
  await withdraw.getByRole('list', { name: 'Tài khoản ngân hàng' }).getByText(/6789$/).waitFor();
}

/** The password and payment password of the members `fundedNewMember` makes. */
export const NEW_MEMBER = { password: 'Lotus2026', payPassword: '246810' } as const;

/**
 * A new member (not demo01, so no other spec sees its balance change) registered on a phone, with a payee
 * and payment password set and 1,000.00 deposited through a bank transfer the operator credited.
 */
export async function fundedNewMember(prefix: string): Promise<{ page: Page; username: string }> {
  const page = await newPage({ viewport: 'mobile', headers: { 'x-forwarded-for': testIp() } });
  const username = uniqueUsername(prefix);
  const { password, payPassword } = NEW_MEMBER;
  await registerThroughDialog(page, { mode: 'username', username, mobile: uniqueMobile(), password });
  await accountButton(page, username).waitFor();
  await setUpPayee(page, { payee: 'Nguyen Van An', password, payPassword });
  await deposit(page, '1000');
  return { page, username };
}

/** Binds the member's VCB account through the API and asks for a withdrawal of `amount` (major units). */
export async function requestWithdrawal<T extends { orderNo: string }>(page: Page, amount: number): Promise<T> {
  const paymentPassword = NEW_MEMBER.payPassword;
  const bank = await memberApi<{ id: number }>(page, 'POST', MONEY_PATHS.bankAccounts, {
    bankCode: 'VCB',
    accountNo: '0123456789',
    accountName: 'Nguyen Van An',
    paymentPassword,
  });
  return memberApi<T>(page, 'POST', MONEY_PATHS.withdrawalOrders, { bankAccountId: bank.id, amount, paymentPassword });
}
