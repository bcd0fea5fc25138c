import type { Profile } from '@lotus/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { ProfileSection, splitFullName } from './ProfileSection';

const profile = (fullName: string | null): Profile => ({
  username: 'demo01',
  nickname: null,
  isAgent: 0,
  maskedMobile: null,
  maskedEmail: null,
  mobileVerified: false,
  emailVerified: false,
  hasPaymentPassword: true,
  hasPassword: true,
  fields: { fullName },
  vipLevel: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  passwordChangedAt: null,
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

inEnglishSite({ signedIn: true });

describe('ProfileSection: the full name in Vietnamese order', () => {
  it('stores the family name first, as Vietnamese banks print it', async () => {
    const sent: Record<string, unknown>[] = [];
    serveApi({
      '/wps/system/permission': permissionFixture,
      '/wps/system/menu': menuWith(),
      '/wps/member/profile': (_url: URL, init?: RequestInit) => {
        const body = JSON.parse(String(init?.body)) as { fullName: string };
        sent.push(body);
        return profile(body.fullName);
      },
    });
    renderInSite(<ProfileSection profile={profile(null)} onSaved={() => undefined} />);
    await screen.findByRole('button', { name: 'Save changes' });
    fireEvent.change(input('firstName'), { target: { value: 'An' } });
    fireEvent.change(input('lastName'), { target: { value: 'Nguyễn Văn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toEqual([{ fullName: 'Nguyễn Văn An' }]));
  });

  it('shows a stored full name as family name and given name', async () => {
    serveApi({ '/wps/system/permission': permissionFixture, '/wps/system/menu': menuWith() });
    renderInSite(<ProfileSection profile={profile('Nguyễn Văn An')} onSaved={() => undefined} />);
    await screen.findByRole('button', { name: 'Save changes' });
    expect(input('firstName').value).toBe('An');
    expect(input('lastName').value).toBe('Nguyễn Văn');
    expect(splitFullName('Trần Thị Bích Ngọc')).toEqual(['Ngọc', 'Trần Thị Bích']);
    expect(splitFullName('An')).toEqual(['An', '']);
  });
});
