export { BrandGate, useBrand, useFeatureFlag, useCategoryLabel, categoryArt, usePageTitle } from './BrandContext';
export { usePermissionQuery, brandKeys } from './queries';
export { bootSeed } from './boot';
export { storeSettings } from './flags';
