// Two-language game names, the demo catalogue's and the scale catalogue's, as data.
import type { LiveClassify } from '@lotus/contracts';
import type { Name } from './catalogueWriter';

/** Two-language names for slots and fish games: "noun adjective" in Vietnamese, "adjective noun" in English. */
export const NAME_ADJECTIVES: Name[] = [
  { vi: 'Vàng', en: 'Golden' },
  { vi: 'Hoàng Gia', en: 'Royal' },
  { vi: 'Thần Tài', en: 'Fortune' },
  { vi: 'Rồng', en: 'Dragon' },
  { vi: 'Phượng Hoàng', en: 'Phoenix' },
  { vi: 'Ngọc Bích', en: 'Jade' },
  { vi: 'Hoa Sen', en: 'Lotus' },
  { vi: 'Mãnh Hổ', en: 'Tiger' },
  { vi: 'May Mắn', en: 'Lucky' },
  { vi: 'Kim Cương', en: 'Diamond' },
  { vi: 'Ánh Bạc', en: 'Silver' },
  { vi: 'Trăng Rằm', en: 'Full Moon' },
  { vi: 'Mặt Trời', en: 'Sun' },
  { vi: 'Ngôi Sao', en: 'Star' },
  { vi: 'Lửa Thiêng', en: 'Sacred Fire' },
  { vi: 'Băng Giá', en: 'Frozen' },
  { vi: 'Đại Dương', en: 'Ocean' },
  { vi: 'Rừng Thẳm', en: 'Jungle' },
  { vi: 'Cổ Đại', en: 'Ancient' },
  { vi: 'Sấm Sét', en: 'Thunder' },
];
export const NAME_NOUNS: Name[] = [
  { vi: 'Kho Báu', en: 'Treasure' },
  { vi: 'Đế Chế', en: 'Empire' },
  { vi: 'Huyền Thoại', en: 'Legend' },
  { vi: 'Lễ Hội', en: 'Festival' },
  { vi: 'Cung Điện', en: 'Palace' },
  { vi: 'Đền Thiêng', en: 'Temple' },
  { vi: 'Dòng Sông', en: 'River' },
  { vi: 'Vương Miện', en: 'Crown' },
  { vi: 'Chiến Binh', en: 'Warrior' },
  { vi: 'Cơn Bão', en: 'Storm' },
  { vi: 'Hòn Đảo', en: 'Island' },
  { vi: 'Thành Trì', en: 'Citadel' },
  { vi: 'Hành Trình', en: 'Quest' },
  { vi: 'Bí Ẩn', en: 'Mystery' },
  { vi: 'Đêm Hội', en: 'Gala' },
  { vi: 'Két Sắt', en: 'Vault' },
  { vi: 'Tiền Xu', en: 'Coins' },
  { vi: 'Hũ Vàng', en: 'Jackpot' },
  { vi: 'Bảo Ngọc', en: 'Gems' },
  { vi: 'Cá Chép', en: 'Koi' },
];
export const NAME_SUFFIXES = [
  '',
  ' Deluxe',
  ' Megaways',
  ' II',
  ' 3D',
  ' Max',
  ' Hold & Win',
  ' Xtreme',
  ' Classic',
  ' Plus',
  ' 1000',
  ' Rush',
  ' Link',
  ' Power',
  ' Bonanza',
  ' Mania',
  ' Fever',
  ' Ultra',
  ' Quest',
  ' Party',
  ' Blitz',
  ' Royale',
  ' Boost',
  ' Infinity',
  ' Legends',
];

/** The n-th generated two-language name (distinct for n < 10 000). */
export function generatedName(n: number): Name {
  const adj = NAME_ADJECTIVES[n % NAME_ADJECTIVES.length]!;
  const noun = NAME_NOUNS[Math.floor(n / NAME_ADJECTIVES.length) % NAME_NOUNS.length]!;
  const round = Math.floor(n / (NAME_ADJECTIVES.length * NAME_NOUNS.length));
  const suffix =
    NAME_SUFFIXES[round % NAME_SUFFIXES.length]! +
    (round >= NAME_SUFFIXES.length ? ` ${Math.floor(round / NAME_SUFFIXES.length) + 1}` : '');
  return { vi: `${noun.vi} ${adj.vi}${suffix}`, en: `${adj.en} ${noun.en}${suffix}` };
}

/** Live table names by classify code. */
export const LIVE_TABLES: Record<LiveClassify, Name> = {
  BAC: { vi: 'Baccarat', en: 'Baccarat' },
  SIC: { vi: 'Tài Xỉu', en: 'Sic Bo' },
  ROU: { vi: 'Roulette', en: 'Roulette' },
  DAT: { vi: 'Rồng Hổ', en: 'Dragon Tiger' },
  BJ: { vi: 'Blackjack', en: 'Blackjack' },
  HE: { vi: "Hold'em", en: "Casino Hold'em" },
  MT: { vi: 'Mạt Chược Đối Kháng', en: 'Mahjong Tiles' },
  TCP: { vi: 'Poker Ba Lá', en: 'Three Card Poker' },
  WZPJ: { vi: 'Bài Cào', en: 'Win Three Cards' },
  SD: { vi: 'Xóc Đĩa', en: 'Xoc Dia' },
  FT: { vi: 'Fan Tan', en: 'Fan Tan' },
  NN: { vi: 'Ngưu Ngưu', en: 'Bull Bull' },
  YSX: { vi: 'Bầu Cua', en: 'Fish Prawn Crab' },
  ZJH: { vi: 'Tạc Kim Hoa', en: 'Golden Flower' },
  MJ: { vi: 'Mạt Chược', en: 'Mahjong' },
};

export const PVP_GAMES: Name[] = [
  { vi: 'Tiến Lên Miền Nam', en: 'Tien Len' },
  { vi: 'Phỏm', en: 'Phom' },
  { vi: 'Mậu Binh', en: 'Mau Binh' },
  { vi: 'Xì Tố', en: 'Xi To Poker' },
  { vi: 'Sâm Lốc', en: 'Sam Loc' },
  { vi: 'Liêng', en: 'Lieng' },
  { vi: 'Xì Dách', en: 'Xi Dach' },
  { vi: 'Bài Cào Ba Lá', en: 'Three Cards' },
];

export const FISH_NAMES: Name[] = [
  { vi: 'Bắn Cá Rồng', en: 'Dragon Fishing' },
  { vi: 'Vua Bắn Cá', en: 'Fishing King' },
  { vi: 'Săn Cá Vàng', en: 'Golden Fish Hunter' },
  { vi: 'Đại Dương Xanh', en: 'Blue Ocean Fishing' },
  { vi: 'Bắn Cá Tiên', en: 'Fairy Fishing' },
  { vi: 'Thủy Cung', en: 'Sea Palace Fishing' },
  { vi: 'Cá Mập Khổng Lồ', en: 'Mega Shark' },
  { vi: 'Bắn Cá Hải Tặc', en: 'Pirate Fishing' },
];
