import type { ReactNode } from 'react';
import { BaseStyles } from '@primer/react';
import { ThemeProvider } from '@primer/react/next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { NoticeProvider } from '../components/notice.tsx';
import { ToastProvider } from '../components/toast.tsx';
import { isApiError } from '../lib/api-client.ts';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Retry network failures and server errors once; never 4xx answers.
        retry: (count, error) => count < 1 && (!isApiError(error) || error.status === 0 || error.status >= 500),
      },
    },
  });
}

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider colorMode="light">
        <BaseStyles className="base-styles">
          <ToastProvider>
            <NoticeProvider />
            {children}
          </ToastProvider>
        </BaseStyles>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
