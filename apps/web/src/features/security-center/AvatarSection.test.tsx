import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../../../test/fixtures';
import { inEnglishSite, menuWith, renderInSite, serveApi } from '../../../test/harness';
import { AvatarSection } from './AvatarSection';

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const file = (name: string, head: number[], type: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return new File([bytes], name, { type });
};

function serve(onSet: (body: Record<string, unknown>) => unknown) {
  return serveApi({
    '/wps/system/permission': permissionFixture,
    '/wps/system/menu': menuWith(),
    '/wps/relay/MCSFE_getPlayerAvatar': { avatar: 'avatar01', avatarType: 'STATIC', url: 'avatar01' },
    '/wps/member/info/icon': (_url: URL, init: RequestInit | undefined) =>
      onSet(JSON.parse(String(init?.body)) as Record<string, unknown>),
  });
}
const setCalls = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([input]) => String(input).includes('/wps/member/info/icon'));

inEnglishSite({ signedIn: true });

describe('AvatarSection', () => {
  it('shows the current static avatar and sets another one through the API', async () => {
    const fetch = serve((body) => ({ avatar: body.avatar, avatarType: 'STATIC', url: body.avatar }));
    renderInSite(<AvatarSection />);
    const first = await screen.findByRole('button', { name: 'Picture 1' });
    await waitFor(() => expect(first.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Picture 3' }));
    await screen.findByText('Your avatar has been updated.');
    const calls = setCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0]![1]?.method).toBe('PUT');
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ avatarType: 'STATIC', avatar: 'avatar03' });
    expect(screen.getByRole('button', { name: 'Picture 3' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a file that is not png or jpg by its first bytes, before any upload', async () => {
    const fetch = serve(() => ({ avatar: 'x', avatarType: 'CUSTOM', url: '/wps/member/avatar/x' }));
    renderInSite(<AvatarSection />);
    const input = await screen.findByLabelText('Upload your own picture (png or jpg)');
    fireEvent.change(input, { target: { files: [file('cat.png', [0x47, 0x49, 0x46, 0x38], 'image/png')] } });
    await screen.findByText('cat.png is not a png or jpg picture.');
    expect(setCalls(fetch)).toHaveLength(0);
  });

  it('uploads a png as a data URL and shows the server message on refusal', async () => {
    const fetch = serve(() => {
      throw {
        status: 400,
        body: { success: false, errorCode: 'avatar_invalid', message: 'Server says no', field: 'image' },
      };
    });
    renderInSite(<AvatarSection />);
    const input = await screen.findByLabelText('Upload your own picture (png or jpg)');
    fireEvent.change(input, { target: { files: [file('me.png', PNG_HEAD, 'image/png')] } });
    await screen.findByText('Server says no');
    const calls = setCalls(fetch);
    expect(calls).toHaveLength(1);
    const body = JSON.parse(String(calls[0]![1]?.body)) as { avatarType: string; image: string };
    expect(body.avatarType).toBe('CUSTOM');
    expect(body.image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
  });
});
