import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { GlobalSpinner } from '@/components/Spinner';
import { SiteModeGate } from '@/features/site-mode';
import { createQueryClient } from './queryClient';
import { createRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <GeneralModalProvider>
        <SiteModeGate>
          <RouterProvider router={router} />
        </SiteModeGate>
        <GlobalSpinner />
      </GeneralModalProvider>
    </QueryClientProvider>
  );
}
