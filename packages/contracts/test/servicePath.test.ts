import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptServicePath, encryptServicePath } from '../src/service';

describe('customer-service path cipher (type 3)', () => {
  it('round-trips, with a fresh nonce and key each time', async () => {
    const url = 'https://chat.example/vip?desk=1&lang=vi#start';
    const a = await encryptServicePath(url);
    const b = await encryptServicePath(url);
    expect(a).not.toBe(b);
    expect(a).not.toContain('chat.example');
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(await decryptServicePath(a)).toBe(url);
    expect(await decryptServicePath(b)).toBe(url);
  });

  it('keeps non-ASCII text', async () => {
    expect(await decryptServicePath(await encryptServicePath('/support/chat?tên=Hồng'))).toBe('/support/chat?tên=Hồng');
  });

  it('uses the last 8 characters as the key: AES-256-GCM under HKDF-SHA256 of them', async () => {
    const stored = await encryptServicePath('/support/chat?desk=vip');
    const key8 = stored.slice(-8);
    const [nonce, sealed] = stored.slice(3, -8).split('.');
    const key = crypto.hkdfSync('sha256', key8, 'lotus/customer-service-path', 'aes-256-gcm', 32);
    const body = Buffer.from(sealed!, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', Buffer.from(key), Buffer.from(nonce!, 'base64url'));
    decipher.setAuthTag(body.subarray(body.length - 16));
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString(
      'utf8',
    );
    expect(plain).toBe('/support/chat?desk=vip');
  });

  it('refuses altered or foreign input', async () => {
    const stored = await encryptServicePath('/support/chat');
    const flipped = stored.slice(0, 10) + (stored[10] === 'A' ? 'B' : 'A') + stored.slice(11);
    await expect(decryptServicePath(flipped)).rejects.toThrow();
    await expect(decryptServicePath(stored.slice(0, -1) + (stored.endsWith('x') ? 'y' : 'x'))).rejects.toThrow();
    await expect(decryptServicePath('/support/chat')).rejects.toThrow();
    await expect(decryptServicePath('v1.***.***12345678')).rejects.toThrow();
  });
});
