import { encryptServicePath } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { resolveServicePath } from './useContactUs';

const address = (type: string, path: string) => ({
  version: { pathList: [{ type, path }] },
  desk: 'vip' as const,
  popup: { width: 440, height: 750 },
});

describe('resolveServicePath', () => {
  it('opens type 1 paths as site addresses', async () => {
    expect(await resolveServicePath(address('1', '/support/chat'))).toBe(`${window.location.origin}/support/chat`);
    expect(await resolveServicePath(address('1', 'https://chat.example/x'))).toBe('https://chat.example/x');
  });
  it('decrypts type 3 paths (the last 8 characters are the key) in the browser', async () => {
    const stored = await encryptServicePath('/support/chat?desk=vip');
    expect(await resolveServicePath(address('3', stored))).toBe(`${window.location.origin}/support/chat?desk=vip`);
  });
  it('refuses altered paths, script URLs and an empty list', async () => {
    const stored = await encryptServicePath('/support/chat');
    // Another last character (the key's): 'x' unless it already is one.
    const altered = `${stored.slice(0, -1)}${stored.endsWith('x') ? 'y' : 'x'}`;
    await expect(resolveServicePath(address('3', altered))).rejects.toThrow();
    await expect(resolveServicePath(address('1', 'javascript:alert(1)'))).rejects.toMatchObject({
      errorCode: 'invalid_url',
    });
    await expect(resolveServicePath({ ...address('1', ''), version: { pathList: [] } })).rejects.toMatchObject({
      errorCode: 'cs_unavailable',
    });
  });
});
