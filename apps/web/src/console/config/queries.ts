import { queryOptions } from '@tanstack/react-query';
import { configApi, type GamesQuery } from './configApi';

/** The configuration pages' query keys, under the console's (signing out drops them). */
export const configKeys = {
  all: ['console', 'config'] as const,
  brands: ['console', 'config', 'brands'] as const,
  of: (what: string, brand: string) => ['console', 'config', what, brand] as const,
};

const brandQuery = <T>(what: string, brand: string, fn: (brand: string) => Promise<T>) =>
  queryOptions({ queryKey: configKeys.of(what, brand), queryFn: () => fn(brand) });

export const brandsQuery = () =>
  queryOptions({ queryKey: configKeys.brands, queryFn: configApi.brands, staleTime: 60_000 });
export const settingsQuery = (brand: string) => brandQuery('settings', brand, configApi.settings);
export const siteQuery = (brand: string) => brandQuery('site', brand, configApi.site);
export const registerFieldsQuery = (brand: string) => brandQuery('registerFields', brand, configApi.registerFields);
export const vendorsQuery = (brand: string) => brandQuery('vendors', brand, configApi.vendors);
export const gamesQuery = (brand: string, q: GamesQuery) =>
  queryOptions({ queryKey: [...configKeys.of('games', brand), q], queryFn: () => configApi.games(brand, q) });
export const bannersQuery = (brand: string) => brandQuery('banners', brand, configApi.banners);
export const moneySettingsQuery = (brand: string) => brandQuery('money', brand, configApi.moneySettings);
export const channelsQuery = (brand: string) => brandQuery('channels', brand, configApi.channels);
export const promotionsQuery = (brand: string) => brandQuery('promotions', brand, configApi.promotions);
export const announcementsQuery = (brand: string) => brandQuery('announcements', brand, configApi.announcements);
export const helpArticlesQuery = (brand: string) => brandQuery('help', brand, configApi.helpArticles);
