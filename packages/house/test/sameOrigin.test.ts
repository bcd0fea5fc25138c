import { describe, expect, it } from 'vitest';
import { sameOriginPath } from '../src/provider/sameOrigin';

describe('sameOriginPath (issue 29)', () => {
  it('keeps paths of the site, normalised', () => {
    expect(sameOriginPath('/lottery')).toBe('/lottery');
    expect(sameOriginPath('/games?type=slot#top')).toBe('/games?type=slot#top');
    expect(sameOriginPath('/a/../b')).toBe('/b');
  });

  it('refuses every form that can lead to another host or run script', () => {
    for (const raw of [
      '//evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\\/evil.example',
      '/%5Cevil.example/phish',
      '/%5cevil.example',
      '%2F%2Fevil.example',
      '/%2F/evil.example',
      '/%2f%2fevil.example',
      '/%252F%252Fevil.example',
      '/%25255Cevil.example',
      '/\t/evil.example',
      '/%09/evil.example',
      '/\n/evil.example',
      ' /evil',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      '%6Aavascript:alert(1)',
      'https://evil.example',
      'evil.example',
      '/%E0%A4%A',
      '',
    ]) {
      expect(sameOriginPath(raw), JSON.stringify(raw)).toBeNull();
    }
    for (const raw of [undefined, null, 1, ['/a'], { a: '/a' }]) expect(sameOriginPath(raw)).toBeNull();
  });
});
