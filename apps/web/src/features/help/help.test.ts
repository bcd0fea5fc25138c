import { foldText, type HelpCenter } from '@lotus/contracts';
import { describe, expect, it } from 'vitest';
import { searchArticles } from './api';
import { countWords, looksLikeHtml } from './FeedbackForm';

const article = (slug: string, title: string, content: string) => ({
  slug,
  category: 'c',
  title,
  summary: '',
  content,
  sort: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const centre: HelpCenter = {
  language: 'vi',
  categories: [
    {
      slug: 'c',
      title: 'C',
      sort: 1,
      articles: [
        article('withdraw', 'Cách rút tiền', '<p>Đặt <strong>mật khẩu thanh toán</strong> trước.</p>'),
        article('security', 'Bảo vệ tài khoản', '<p>Mật khẩu thanh toán riêng cho việc rút tiền.</p>'),
        article('register', 'Cách đăng ký', '<p>Tên đăng nhập từ 6 đến 16 ký tự.</p>'),
      ],
    },
  ],
};

describe('help search', () => {
  it('folds accents, đ and case', () => {
    expect(foldText('  Đăng   KÝ ')).toBe('dang ky');
  });
  it('finds every word in titles or text, title matches first, and ignores markup', () => {
    expect(searchArticles(centre, 'RUT tien').map((a) => a.slug)).toEqual(['withdraw', 'security']);
    expect(
      searchArticles(centre, 'mat khau thanh toan')
        .map((a) => a.slug)
        .sort(),
    ).toEqual(['security', 'withdraw']);
    expect(searchArticles(centre, 'strong')).toEqual([]);
    expect(searchArticles(centre, '   ')).toEqual([]);
  });
});

describe('feedback form rules (as the server applies them)', () => {
  it('counts words with a letter or digit', () => {
    expect(countWords('Tôi không rút được tiền')).toBe(5);
    expect(countWords('!!! ok')).toBe(1);
  });
  it('spots HTML but not a lone < or >', () => {
    expect(looksLikeHtml('<b>x</b>')).toBe(true);
    expect(looksLikeHtml('<img src=x onerror=alert(1)>')).toBe(true);
    expect(looksLikeHtml('1 < 2 > 0')).toBe(false);
  });
});
