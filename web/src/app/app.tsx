import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProviders, createQueryClient } from './providers.tsx';
import { createRouter } from './router.tsx';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
