import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { GlobalSpinner } from '@/components/Spinner';
import { SiteModeGate } from '@/features/site-mode';
import { i18n } from '@/lib/i18n';
import { createQueryClient } from './queryClient';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <GeneralModalProvider>
          <SiteModeGate>
            <RouterProvider router={router} />
          </SiteModeGate>
          <GlobalSpinner />
        </GeneralModalProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
