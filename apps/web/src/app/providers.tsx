import { useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import { useAuthSync } from '../features/auth/hooks/use-auth-sync';
import { createQueryClient } from './query-client';

function AuthSync() {
  useAuthSync();
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthSync />
      {children}
      {/* Bottom left: clear of the header's Logout, the dialogs' close buttons and the call badge (bottom right). */}
      <Toaster richColors position="bottom-left" closeButton />
    </QueryClientProvider>
  );
}
