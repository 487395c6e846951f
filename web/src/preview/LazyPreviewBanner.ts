import { lazy } from 'react';

/** The preview strip, loaded only when a preview is shown: visitors never download it. */
export const LazyPreviewBanner = lazy(async () => ({
  default: (await import('./PreviewBanner')).PreviewBanner,
}));
