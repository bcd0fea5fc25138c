import { BOOT_ELEMENT_ID, type BootData } from '@lotus/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { menuFixture, permissionFixture, statusFixture } from '../../../test/fixtures';
import { readBootData } from './boot';

const boot: BootData = {
  systemStatus: statusFixture(),
  permission: {
    ...permissionFixture,
    info: {
      ...permissionFixture.info,
      whitelabel: { ...permissionFixture.info.whitelabel, siteName: 'Booted </script> brand' },
    },
  },
  menu: menuFixture,
};

/** The tag as the server writes it: JSON with `<` and `>` escaped. */
function putBootTag(text: string) {
  const tag = document.createElement('script');
  tag.type = 'application/json';
  tag.id = BOOT_ELEMENT_ID;
  tag.textContent = text;
  document.body.append(tag);
}
const serverJson = (data: unknown) =>
  JSON.stringify(data).replace(/[<>]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);

afterEach(() => {
  document.getElementById(BOOT_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the brand boot data', () => {
  it('is read from the lotus-boot tag, escapes undone by JSON', () => {
    putBootTag(serverJson(boot));
    expect(readBootData()).toEqual(boot);
    expect(readBootData()?.permission.info.whitelabel.siteName).toBe('Booted </script> brand');
  });

  it('is absent without the tag (the dev server), or when the tag is broken or off-contract', () => {
    expect(readBootData()).toBeNull();
    putBootTag('{"systemStatus":');
    expect(readBootData()).toBeNull();
    document.getElementById(BOOT_ELEMENT_ID)!.textContent = JSON.stringify({ ...boot, menu: 'nope' });
    expect(readBootData()).toBeNull();
  });

  it('lets the shell render at once, before any API answer, and still refetches later', async () => {
    putBootTag(serverJson(boot));
    const fetch = vi.fn((_input: string | URL | Request) => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    // A fresh module graph reads the tag as a page load would.
    const { BrandGate, useBrand, brandKeys } = await import('./index');
    const { useSystemStatus } = await import('@/features/site-mode');
    function Shell() {
      const status = useSystemStatus();
      return (
        <p>
          {useBrand().whitelabel.siteName} · status {status.data?.status}
        </p>
      );
    }
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <BrandGate fallback={<p>loading</p>}>
          <Shell />
        </BrandGate>
      </QueryClientProvider>,
    );
    expect(screen.getByText('Booted </script> brand · status 0')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('LOGIN3')).toBe('1');
    // Seeded as fresh: a later invalidation asks the API as usual.
    void client.invalidateQueries({ queryKey: brandKeys.permission });
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([url]) => String(url).includes('/wps/system/permission'))).toBe(true),
    );
    expect(screen.getByText('Booted </script> brand · status 0')).toBeTruthy();
  }, 20_000);
});
