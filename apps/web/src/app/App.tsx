import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { GeneralModalProvider } from '@/components/GeneralModal';
import { GlobalSpinner } from '@/components/Spinner';
import { SiteModeGate } from '@/features/site-mode';
import { createQueryClient } from './queryClient';
import { SiteRouter } from './router';

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <GeneralModalProvider>
        <SiteModeGate>
          <SiteRouter />
        </SiteModeGate>
        <GlobalSpinner />
      </GeneralModalProvider>
    </QueryClientProvider>
  );
}
