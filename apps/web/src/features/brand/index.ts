export {
  BrandGate,
  useBrand,
  useFeatureFlag,
  useCategoryLabel,
  categoryArt,
  usePageTitle,
  type Brand,
} from './BrandContext';
export { usePermissionQuery, useMenuQuery, brandKeys } from './queries';
export { bootSeed } from './boot';
export { flattenSettings, storeSettings, storedFlag } from './flags';
